// Test file order of vitest.mutation.config.ts. StrykerJS bails at a mutant's first failing test, so the files
// that failed in the previous run (most likely the same source file's neighbouring mutant) go first, then the
// quickest by their last duration; Vitest's own order puts the slowest first.
import { relative } from 'node:path'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

export default class QuickestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const lastRun = (file: TestSpecification) =>
      this.ctx.cache.getFileTestResults(`${file.project.name}:${relative(this.ctx.config.root, file.moduleId)}`)
    const rank = (file: TestSpecification) => {
      const result = lastRun(file)
      return [result?.failed ? 0 : 1, result?.duration ?? Number.MAX_SAFE_INTEGER] as const
    }
    return [...files].sort((a, b) => {
      const [aFailed, aDuration] = rank(a)
      const [bFailed, bDuration] = rank(b)
      return aFailed - bFailed || aDuration - bDuration
    })
  }
}
