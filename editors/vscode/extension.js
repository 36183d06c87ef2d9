// Starts `referee lsp` for Referee rule and scenarios files, and talks to it over standard
// input and output.
const vscode = require('vscode');
const { LanguageClient } = require('vscode-languageclient/node');

let client;

function activate(context) {
  const command = vscode.workspace.getConfiguration('referee').get('path') || 'referee';
  const serverOptions = { command, args: ['lsp'] };
  const clientOptions = {
    documentSelector: [
      { scheme: 'file', language: 'referee' },
      { scheme: 'untitled', language: 'referee' },
    ],
  };
  client = new LanguageClient('referee', 'Referee', serverOptions, clientOptions);
  context.subscriptions.push({ dispose: () => client && client.stop() });
  return client.start();
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
