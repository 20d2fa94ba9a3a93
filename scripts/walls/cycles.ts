// Module cycles on the server: the graph of which module's production files import which module's,
// and every elementary cycle in it (A -> B -> A, and longer), each with the imports that make its edges.
import { isTest, MESSAGES, moduleOf, type Violation } from './rules.ts';
import type { ParsedFile } from './sources.ts';

interface ImportSite {
  file: string;
  line: number;
  target: string;
}

/** module -> imported module -> the imports that make that edge. */
type ModuleGraph = Map<string, Map<string, ImportSite[]>>;

function moduleGraph(files: ParsedFile[]): ModuleGraph {
  const graph: ModuleGraph = new Map();
  for (const file of files) {
    const from = moduleOf(file.path);
    if (!from || isTest(file.path)) continue;
    for (const ref of file.imports) {
      const to = moduleOf(ref.target);
      if (!to || to === from || !ref.target) continue;
      const edges = graph.get(from) ?? new Map<string, ImportSite[]>();
      graph.set(from, edges);
      edges.set(to, [...(edges.get(to) ?? []), { file: file.path, line: ref.line, target: ref.target }]);
    }
  }
  return graph;
}

/** Every elementary cycle, each once: found from its alphabetically first module, as [first, …]. */
function findCycles(graph: ModuleGraph): string[][] {
  const cycles: string[][] = [];
  const starts = [...graph.keys()].sort();
  for (const start of starts) {
    const walk = (path: string[]): void => {
      const last = path[path.length - 1]!;
      for (const next of [...(graph.get(last)?.keys() ?? [])].sort()) {
        if (next === start) cycles.push(path);
        else if (next > start && !path.includes(next)) walk([...path, next]);
      }
    };
    walk([start]);
  }
  return cycles;
}

/** Each cycle of server modules, reported at the first import of its first edge with every edge's imports. */
export function moduleCycles(files: ParsedFile[]): Violation[] {
  const graph = moduleGraph(files);
  return findCycles(graph).map((cycle) => {
    const edges = cycle.map((from, index) => {
      const to = cycle[(index + 1) % cycle.length]!;
      return { from, to, sites: graph.get(from)?.get(to) ?? [] };
    });
    const lines = edges.map(
      ({ from, to, sites }) =>
        `    ${from} -> ${to}: ${sites.map((site) => `${site.file}:${site.line} (${site.target})`).join(', ')}`,
    );
    const first = edges[0]!.sites[0]!;
    return {
      file: first.file,
      line: first.line,
      rule: 'server-module-cycles' as const,
      message: [`${[...cycle, cycle[0]].join(' -> ')}. ${MESSAGES.cycle}`, ...lines].join('\n'),
    };
  });
}
