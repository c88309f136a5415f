// The load recorder's control in tests/fastCli.test.ts: loads a CommonJS package (firebase-admin) with
// `import`, and an ES one (cheerio), as the CLI would if a command imported them eagerly.
await import('firebase-admin/app');
await import('cheerio');
