import { dirname, join } from 'node:path';
import madge from 'madge';
import ts from 'typescript';
import { repoRoot } from '../src/dev-defaults';

/**
 * Fails when a module imports itself through others, in the services and packages or in the app, or when an import of
 * the repository's own code cannot be followed, since a circle through it would go unseen. Prints each graph's circles.
 * Each graph is read with the TypeScript configuration its imports resolve by.
 */
const graphs = [
  { tsconfig: 'tsconfig.json', dirs: ['packages', 'services', 'gateway', 'infra', 'tests', 'bench'] },
  { tsconfig: 'frontend/tsconfig.json', dirs: ['frontend/src'] },
];

/**
 * The compiler options exactly as `tsc` reads them, in the form madge's resolver takes as read. madge's own
 * `--ts-config` hands the resolver options it reads a second time, losing the module resolution and the base of
 * `paths`: workspace subpath exports and `@/` imports then go unresolved, and a circle through them goes unseen.
 */
function compilerOptions(tsconfig: string): { options: ts.CompilerOptions } {
  const path = join(repoRoot, tsconfig);
  const { config, error } = ts.readConfigFile(path, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  return { options: ts.parseJsonConfigFileContent(config, ts.sys, dirname(path)).options };
}

/** An import of the repository's own code: relative, `@/` or a workspace package. An npm package may go unresolved. */
const isOwnCode = (specifier: string) => /^(\.|@\/|@pkr\/)/.test(specifier);

let failed = false;
for (const { tsconfig, dirs } of graphs) {
  const graph = await madge(
    dirs.map((dir) => join(repoRoot, dir)),
    { baseDir: repoRoot, fileExtensions: ['ts', 'tsx'], tsConfig: compilerOptions(tsconfig) },
  );
  const circles = graph.circular();
  const unresolved = graph.warnings().skipped.filter(isOwnCode);
  console.log(`${dirs.join(', ')}: ${Object.keys(graph.obj()).length} files, ${circles.length} import circles, ${unresolved.length} unresolved imports`);
  for (const circle of circles) console.log(`  circle: ${circle.join(' > ')}`);
  for (const specifier of unresolved) console.log(`  unresolved: ${specifier}`);
  if (circles.length > 0 || unresolved.length > 0) failed = true;
}
process.exitCode = failed ? 1 : 0;
