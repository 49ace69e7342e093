module.exports = () => require('./standalone-template').removeTemplate();
