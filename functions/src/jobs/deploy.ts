// triggerHostingDeploy: starts the publish workflow (export → classify → aggregate → build →
// deploy) through GitHub's REST API. Base URL, repository, workflow, ref and token come from
// the configuration, so tests point it at a local HTTP server.
import { Octokit } from '@octokit/rest';
import { HttpsError } from 'firebase-functions/v2/https';
import type { CallableResult } from '../../../engine/admin/callables.ts';

export interface DeployConfig {
  apiUrl: string;
  /** `owner/name`. */
  repository: string;
  workflow: string;
  ref: string;
  token: string;
}

/** The settings a dispatch needs and lacks (getDeployStatus; dispatchDeploy refuses on the same). */
export function missingDeploySettings(
  config: Pick<DeployConfig, 'repository' | 'token'>,
): CallableResult<'getDeployStatus'>['missing'] {
  const [owner, repo, extra] = config.repository.split('/');
  const missing: CallableResult<'getDeployStatus'>['missing'] = [];
  if (!owner || !repo || extra !== undefined) missing.push('repository');
  if (!config.token) missing.push('token');
  return missing;
}

export async function dispatchDeploy(
  config: DeployConfig,
  now: Date,
  classify?: boolean,
): Promise<CallableResult<'triggerHostingDeploy'>> {
  const [owner, repo, extra] = config.repository.split('/');
  if (!owner || !repo || extra !== undefined) {
    throw new HttpsError(
      'failed-precondition',
      'DEPLOY_REPOSITORY が設定されていません（owner/name の形式で設定してください）',
    );
  }
  if (!config.token) throw new HttpsError('failed-precondition', 'DEPLOY_GITHUB_TOKEN が設定されていません');
  const octokit = new Octokit({
    auth: config.token,
    baseUrl: config.apiUrl.replace(/\/+$/, ''),
    request: { retries: 0 },
  });
  try {
    await octokit.rest.actions.createWorkflowDispatch({
      owner,
      repo,
      workflow_id: config.workflow,
      ref: config.ref,
      // The publish workflow's one input; left out when not asked, so any workflow accepts the call.
      ...(classify === undefined ? {} : { inputs: { classify: String(classify) } }),
    });
  } catch (error) {
    const status = (error as { status?: number }).status;
    const message = error instanceof Error ? error.message : String(error);
    throw new HttpsError(
      'unavailable',
      `GitHub がワークフローの起動を拒否しました (${status ?? 'no status'}): ${message}`,
    );
  }
  return { ok: true, workflow: config.workflow, ref: config.ref, dispatchedAt: now.toISOString() };
}
