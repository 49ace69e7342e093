module.exports = () => require('../support/standalone-template').removeTemplates();
