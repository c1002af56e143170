import { execFile } from 'node:child_process'
import { promisify } from 'node:util'

const run = promisify(execFile)

export type ScriptRun = { exitCode: number; stdout: string; stderr: string }

/** Runs `npm run NAME -- ARGS` as an operator would, with these settings on top of the test's own. */
export async function runNpmScript(
  name: string,
  args: string[],
  environment: Record<string, string>,
): Promise<ScriptRun> {
  try {
    const { stdout, stderr } = await run('npm', ['run', '--silent', name, '--', ...args], {
      env: { ...process.env, ...environment },
    })
    return { exitCode: 0, stdout, stderr }
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string }
    return { exitCode: failed.code ?? 1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' }
  }
}
