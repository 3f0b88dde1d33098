// `--replay FILE`: a config whose models and Plugins answer from a cassette, with no model and no
// network. Each request is matched by its digest: first at its own place in the recorded order,
// then (for concurrent tasks, whose requests may start in another order) at any unused entry of
// the same digest. A request the cassette does not hold is a divergence: the request fails, and
// the first divergence is kept so the run can be failed with it even if the prompt caught the error.

import type { Config } from '../config.js';
import { EngineException, type EngineError, type RunFailure } from '../../engine/errors.js';
import type { JsonObject } from '../../engine/json.js';
import type { Model, ModelRequest, Reply } from '../../engine/model-protocol.js';
import type { Plugin, ToolDefinition } from '../../engine/plugin-types.js';
import { modelRequestKey, toolRequestKey, type Cassette, type Entry, type RecordedFailure } from './format.js';
import { replayDiverged, replayEndedEarly, replayUnrecordedPlugin, type RequestLabel } from './messages.js';

/** The recorded failure as what the run sees: the same catalogue error, or an Error with its text. */
function rethrow(failure: RecordedFailure): never {
  if ('code' in failure) {
    const error: EngineError = { code: failure.code, kind: failure.kind as EngineError['kind'], message: failure.message, fields: (failure.fields ?? {}) as EngineError['fields'] };
    throw new EngineException(error);
  }
  throw new Error(failure.message);
}

/** What stands for a recorded Host service on replay. */
const REPLAYED_SERVICE = Object.freeze({ replayed: true });

export class Player {
  private readonly used: boolean[];
  private made = 0;
  /** The first divergence, if any. */
  divergence: RunFailure | undefined;

  constructor(private readonly cassette: Cassette) {
    this.used = cassette.requests.map(() => false);
  }

  /** The config to replay with: the given config's limits, the cassette for the rest. */
  config(base: Config): Config {
    const models = (label: string): Model | undefined => {
      if (!Object.hasOwn(this.cassette.models, label)) return undefined;
      const id = this.cassette.models[label];
      return { ...(typeof id === 'string' ? { id } : {}), complete: (request) => this.answerModel(request) };
    };
    return {
      ...(base.limits !== undefined ? { limits: base.limits } : {}),
      // The recorded run's service ids, so `input.connected` answers the same; nothing calls them,
      // since the Plugins that would (user-input's ask) answer from the cassette too.
      services: Object.fromEntries(this.cassette.services.map((id) => [id, REPLAYED_SERVICE])),
      seed: this.cassette.seed,
      models,
      plugins: this.cassette.plugins.map((p) => this.replayPlugin(p)),
    };
  }

  /** The divergence to fail the run with: the first one, or requests the run never made. */
  verdict(): RunFailure | undefined {
    if (this.divergence !== undefined) return this.divergence;
    const left = this.used.indexOf(false);
    if (left < 0) return undefined;
    return replayEndedEarly(this.made, this.label(this.cassette.requests[left]!), this.cassette.requests.length);
  }

  private label(e: Entry): RequestLabel {
    return { n: e.n, kind: e.kind, summary: e.summary, digest: e.digest };
  }

  /** The entry for this run's next request, or the divergence (recorded, then thrown). */
  private take(kind: Entry['kind'], key: { digest: string; summary: string }): Entry {
    const n = ++this.made;
    const entries = this.cassette.requests;
    const fits = (i: number) => !this.used[i] && entries[i]!.kind === kind && entries[i]!.digest === key.digest;
    let index = n - 1 < entries.length && fits(n - 1) ? n - 1 : entries.findIndex((_, i) => fits(i));
    if (index < 0) {
      const expected = entries.find((_, i) => !this.used[i] && i >= n - 1) ?? entries.find((_, i) => !this.used[i]);
      const failure = replayDiverged({ n, kind, ...key }, expected && this.label(expected), entries.length);
      this.divergence ??= failure;
      if (kind === 'model') throw new EngineException({ code: 'model_replay_diverged', kind: 'internal', message: failure.message, fields: {} });
      throw new Error(failure.message);
    }
    this.used[index] = true;
    return entries[index]!;
  }

  private async answerModel(request: ModelRequest): Promise<Reply> {
    const entry = this.take('model', modelRequestKey(request));
    if (entry.kind !== 'model' || entry.error !== undefined) rethrow(entry.error ?? { message: 'no reply recorded' });
    return entry.reply!;
  }

  private async answerTool(path: string, args: JsonObject): Promise<string> {
    const entry = this.take('tool', toolRequestKey(path, args));
    if (entry.kind !== 'tool' || entry.error !== undefined) rethrow(entry.error ?? { message: 'no output recorded' });
    return entry.output as string;
  }

  private replayPlugin(recorded: Cassette['plugins'][number]): Plugin {
    const base = { id: recorded.id, ...(recorded.conflicts !== undefined ? { conflicts: recorded.conflicts } : {}) };
    const activation = recorded.activation;
    return {
      ...base,
      tools: (): readonly ToolDefinition[] => {
        if (activation === undefined) {
          const failure = replayUnrecordedPlugin(recorded.id);
          this.divergence ??= failure;
          throw new Error(failure.message);
        }
        if ('failure' in activation) throw new Error(activation.failure);
        return activation.tools.map((t) => ({ ...t, run: (args: JsonObject) => this.answerTool(`${recorded.id}/${t.name}`, args) }));
      },
    };
  }
}
