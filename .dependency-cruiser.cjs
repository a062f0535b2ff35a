// Import rules that a tool holds (decision 019). Run by `npm run lint` as
// `depcruise core/src server/src web/src`; prints each offending import chain and fails.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment:
        "Two modules that import each other (directly or through others) cannot be read, tested or " +
        "loaded alone, and a cycle can leave one side undefined at load time. Move the shared piece " +
        "into a module both import. Type-only imports count too: they are erased at run time, but " +
        "a cycle in types is still a cycle in meaning (see decision 019).",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(dist|node_modules)/" },
    // Types count: `import type` edges are followed like any other (decision 019).
    tsPreCompilationDeps: true,
    // The web's path alias ("@/*" → web/src/*), written from the root; core and server use none.
    tsConfig: { fileName: require("node:path").join(__dirname, "tsconfig.depcruise.json") },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
