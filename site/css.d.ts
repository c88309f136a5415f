// Stylesheets imported for their side effect (vite bundles them): a module with no exports, so
// the type-check knows the import names a real kind of file.
declare module '*.css' {}
