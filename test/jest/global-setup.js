// Jest transforms what its global setup requires, the TypeScript of test/support included.
module.exports = () => require('../support/standalone-template').createTemplates();
