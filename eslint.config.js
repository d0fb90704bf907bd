import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The layers of app/ (README folder map), lowest first: lib and i18n ← blocks ← components ←
 * routes. Server code (app/server, *.server.ts) is reached from client code only through route
 * modules (and other server files). Each rule lists what a layer may not import; type-only
 * imports of server code are allowed (they vanish from the bundle), in app/lib not even those.
 */
const ABOVE_LIB = ["~/blocks/*", "~/components/*", "~/routes/*", "~/server/*", "~/editor/*", "~/inline-edit/*", "~/site-runtime/*"];
const SERVER_CODE = ["~/server/*", "*.server", "*.server.ts", "*.server.tsx", "**/*.server", "**/*.server.ts", "**/*.server.tsx"];
const layer = (message, group, allowTypeImports = true) => ["error", { patterns: [{ group, message, allowTypeImports }] }];

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "data/", ".tmp/", "test-results/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" }],
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-non-null-assertion": "off",
    },
  },
  // No import cycles in the app (runtime imports; `import type` does not count).
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  // Layers.
  {
    files: ["app/lib/**", "app/i18n/**"],
    rules: { "@typescript-eslint/no-restricted-imports": layer("app/lib and app/i18n are the lowest layer: they import only each other and packages.", [...ABOVE_LIB, "../*"], false) },
  },
  {
    files: ["app/blocks/**", "app/components/**", "app/editor/**", "app/inline-edit/**", "app/site-runtime/**"],
    ignores: ["**/*.server.{ts,tsx}", "**/*.test.{ts,tsx}"],
    rules: { "@typescript-eslint/no-restricted-imports": layer("Client code reaches server code only through a route module (or a *.server.ts file).", [...SERVER_CODE, "~/routes/*"]) },
  },
  {
    files: ["app/server/**", "app/blocks/**/*.server.{ts,tsx}", "app/components/**/*.server.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: { "@typescript-eslint/no-restricted-imports": layer("Route modules sit on top: server code does not import them.", ["~/routes/*"]) },
  },
);
