import { transformAsync } from "@babel/core";
import linguiMacro from "@lingui/babel-plugin-lingui-macro";
import { getConfig } from "@lingui/conf";
import { lingui } from "@lingui/vite-plugin";
import type { Plugin } from "vite";

/**
 * Lingui's macros (`<Trans>`, `t`, `msg`, `<Plural>`) become catalogue lookups (decision 022).
 * @vitejs/plugin-react 6 no longer runs Babel, and Lingui's Rolldown Babel plugin needs Node 22,
 * so this runs Babel with only the macro plugin, before everything else, on the files that import
 * a macro (a few dozen): the rest of the pipeline (Oxc, React refresh) is untouched.
 */
export function linguiMacros(options: { configPath: string }): Plugin {
  const linguiConfig = getConfig({ configPath: options.configPath });
  return {
    name: "crease:lingui-macros",
    enforce: "pre",
    async transform(code, id) {
      if (!/\.[jt]sx?$/.test(id.split("?")[0] ?? "") || id.includes("/node_modules/")) return null;
      if (!code.includes("@lingui/") || !/@lingui\/(?:core|react)\/macro/.test(code)) return null;
      const result = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ["typescript", "jsx"] },
        plugins: [[linguiMacro, { linguiConfig }]],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}

/** The macros and the catalogues (.po imported by the app, compiled as bundled): for Vite and Vitest. */
export function linguiPlugins(configPath: string): Plugin[] {
  return [linguiMacros({ configPath }), ...lingui({ configPath })];
}
