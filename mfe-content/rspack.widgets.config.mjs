// The church-site widgets: a separate build entry of mfe-content, output as one plain script at
// widgets-dist/flow-widgets.js (served by the BFF at /widgets/flow-widgets.js). Not a federation
// remote: the remotes need the shell's external federation runtime, and a church's page has none.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import rspack from '@rspack/core';
import { precompressPlugins } from '@flow/build';

const dir = import.meta.dirname;
/** Total gzip budget of the script (all three elements). */
export const WIDGETS_GZIP_BUDGET = 100 * 1024;
const LANGUAGES = ['en', 'pt-BR', 'es', 'fr', 'zh-CN', 'ko', 'ja', 'hi', 'ru'];

/** The `widgets` namespace of each locale file: the widgets' own small message tables. */
function widgetMessages() {
  const localesDir = path.join(dir, '../packages/i18n/locales');
  return Object.fromEntries(
    LANGUAGES.map((code) => [code, JSON.parse(fs.readFileSync(path.join(localesDir, `${code}.json`), 'utf8')).widgets]),
  );
}

/** Fails the build when the script outgrows its budget. */
class GzipBudgetPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tap('GzipBudgetPlugin', (compilation) => {
      const file = path.join(compiler.options.output.path, 'flow-widgets.js');
      const gzip = zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
      if (gzip > WIDGETS_GZIP_BUDGET) {
        compilation.errors.push(new rspack.WebpackError(`flow-widgets.js is ${gzip} bytes gzip, over the ${WIDGETS_GZIP_BUDGET}-byte budget`));
      }
    });
  }
}

export default (_env, argv) => {
  const prod = argv.mode !== 'development';
  return {
    context: dir,
    mode: prod ? 'production' : 'development',
    devtool: prod ? false : 'eval-cheap-module-source-map',
    entry: { 'flow-widgets': './src/widgets/index.ts' },
    output: {
      path: path.join(dir, 'widgets-dist'),
      filename: '[name].js',
      clean: true,
      // One file: nothing is loaded later from a path that would resolve against the church's page.
      chunkFormat: false,
      iife: true,
    },
    optimization: { minimize: prod, splitChunks: false, runtimeChunk: false },
    resolve: { extensions: ['.ts', '.js', '.mjs', '.json'] },
    module: {
      rules: [
        {
          test: /\.(ts|js|mjs)$/,
          exclude: /node_modules[\\/](?!@flow)/,
          loader: 'builtin:swc-loader',
          type: 'javascript/auto',
          options: {
            jsc: { parser: { syntax: 'typescript' } },
            env: { targets: ['chrome >= 100', 'firefox >= 100', 'safari >= 15', 'edge >= 100'] },
          },
        },
      ],
    },
    plugins: [
      new rspack.DefinePlugin({
        __FLOW_WIDGET_MESSAGES__: JSON.stringify(widgetMessages()),
        'process.env.NODE_ENV': JSON.stringify(prod ? 'production' : 'development'),
      }),
      new GzipBudgetPlugin(),
      ...(prod ? precompressPlugins() : []),
    ],
    performance: { hints: false },
  };
};
