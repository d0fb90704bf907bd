import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Vitest's order (longest first from the last run's cache; on a fresh clone, largest file first),
 * except that the accessibility suite's files start first: two files of three lines each, so a fresh
 * clone would otherwise start them last, and their ~100 s would run alone at the end of the stage.
 */
export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const projectAt = new Map<string, number>();
    for (const file of sorted) if (!projectAt.has(file.project.name)) projectAt.set(file.project.name, projectAt.size);
    const rank = (file: TestSpecification) => projectAt.get(file.project.name)! * 2 + (/\/a11y-[^/]*\.e2e\.ts$/.test(file.moduleId) ? 0 : 1);
    return sorted.map((file, at) => ({ file, at })).sort((a, b) => rank(a.file) - rank(b.file) || a.at - b.at).map(({ file }) => file);
  }
}
