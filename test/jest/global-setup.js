module.exports = () => require('./standalone-template').createTemplate();
