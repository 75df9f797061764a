// The models the sandbox serves, in the v1beta `Model` shape (ai.google.dev/api/models#Model), plus one
// tuned model. Limits and sampling defaults follow the published model cards.

export interface ModelResource {
  name: string;
  baseModelId: string;
  version: string;
  displayName: string;
  description: string;
  inputTokenLimit: number;
  outputTokenLimit: number;
  supportedGenerationMethods: string[];
  temperature?: number;
  topP?: number;
  topK?: number;
  maxTemperature?: number;
  thinking?: boolean;
}

const GENERATE_METHODS = ['generateContent', 'countTokens', 'createCachedContent', 'batchGenerateContent'];

/** What sets one Gemini text model's card apart; the rest is the same for all of them. */
interface TextModelCard {
  id: string;
  version: string;
  displayName: string;
  description: string;
  outputTokenLimit: number;
  topK: number;
  thinking: boolean;
}

function textModel(card: TextModelCard): ModelResource {
  return {
    name: `models/${card.id}`,
    baseModelId: card.id,
    version: card.version,
    displayName: card.displayName,
    description: card.description,
    inputTokenLimit: 1_048_576,
    outputTokenLimit: card.outputTokenLimit,
    supportedGenerationMethods: GENERATE_METHODS,
    temperature: 1,
    topP: 0.95,
    topK: card.topK,
    maxTemperature: 2,
    // Models without thinking leave the field out, as the live service does.
    ...(card.thinking ? { thinking: true } : {}),
  };
}

const TEXT_MODELS: TextModelCard[] = [
  {
    id: 'gemini-2.5-flash',
    version: '001',
    displayName: 'Gemini 2.5 Flash',
    description:
      'Stable version of Gemini 2.5 Flash, our mid-size multimodal model that supports up to 1 million tokens, released in June of 2025.',
    outputTokenLimit: 65_536,
    topK: 64,
    thinking: true,
  },
  {
    id: 'gemini-2.5-pro',
    version: '2.5',
    displayName: 'Gemini 2.5 Pro',
    description: 'Stable release (June 17th, 2025) of Gemini 2.5 Pro',
    outputTokenLimit: 65_536,
    topK: 64,
    thinking: true,
  },
  {
    id: 'gemini-2.5-flash-lite',
    version: '001',
    displayName: 'Gemini 2.5 Flash-Lite',
    description: 'Stable version of Gemini 2.5 Flash-Lite, released in July of 2025',
    outputTokenLimit: 65_536,
    topK: 64,
    thinking: true,
  },
  {
    id: 'gemini-2.0-flash',
    version: '2.0',
    displayName: 'Gemini 2.0 Flash',
    description: 'Gemini 2.0 Flash',
    outputTokenLimit: 8_192,
    topK: 40,
    thinking: false,
  },
  {
    id: 'gemini-3-pro-preview',
    version: '3-pro-preview-11-2025',
    displayName: 'Gemini 3 Pro Preview',
    description: 'Gemini 3 Pro Preview',
    outputTokenLimit: 65_536,
    topK: 64,
    thinking: true,
  },
];

export const MODELS: readonly ModelResource[] = [
  ...TEXT_MODELS.map(textModel),
  {
    name: 'models/gemini-embedding-001',
    baseModelId: 'gemini-embedding-001',
    version: '001',
    displayName: 'Gemini Embedding 001',
    description: 'Obtain a distributed representation of a text.',
    inputTokenLimit: 2_048,
    outputTokenLimit: 1,
    supportedGenerationMethods: ['embedContent', 'countTextTokens', 'countTokens', 'asyncBatchEmbedContent'],
  },
];

/** Moving aliases the service resolves to a concrete model (e.g. the llm-gemini capture's "gemini-flash-latest"). */
const ALIASES: Record<string, string> = {
  'gemini-flash-latest': 'gemini-2.5-flash',
  'gemini-pro-latest': 'gemini-2.5-pro',
  'gemini-flash-lite-latest': 'gemini-2.5-flash-lite',
  'gemini-2.0-flash-001': 'gemini-2.0-flash',
};

export interface TunedModelResource {
  name: string;
  baseModel: string;
  displayName: string;
  description: string;
  state: 'ACTIVE';
  createTime: string;
  updateTime: string;
  temperature: number;
  topP: number;
  topK: number;
  tuningTask: Record<string, unknown>;
  /** Not part of the wire shape: the behaviour the tuning taught it, applied like a system instruction. */
  persona: string;
}

export const TUNED_MODELS: readonly TunedModelResource[] = [
  {
    name: 'tunedModels/sandbox-support-bot',
    baseModel: 'models/gemini-2.0-flash',
    displayName: 'Sandbox support bot',
    description: 'Answers questions about the Verity console in a friendly support voice.',
    state: 'ACTIVE',
    createTime: '2025-06-02T09:14:03.118204Z',
    updateTime: '2025-06-02T09:41:56.540771Z',
    temperature: 1,
    topP: 0.95,
    topK: 40,
    tuningTask: {
      startTime: '2025-06-02T09:14:05.261530Z',
      completeTime: '2025-06-02T09:41:56.540771Z',
      snapshots: [
        { step: 1, meanLoss: 3.1174, computeTime: '2025-06-02T09:15:11.902310Z' },
        { step: 25, epoch: 1, meanLoss: 0.8843, computeTime: '2025-06-02T09:28:40.007155Z' },
        { step: 50, epoch: 2, meanLoss: 0.2291, computeTime: '2025-06-02T09:41:50.376618Z' },
      ],
      hyperparameters: { epochCount: 2, batchSize: 4, learningRate: 0.001 },
    },
    persona: 'You are the Verity support bot. Always end with: Is there anything else I can help you with?',
  },
];

/** What a generate call runs on: the resource it named and the model that answers. */
export interface ResolvedModel {
  /** "models/…" or "tunedModels/…", as addressed. */
  resource: string;
  model: ModelResource;
  tuned?: TunedModelResource;
}

export function findModel(id: string): ModelResource | undefined {
  const target = ALIASES[id] ?? id;
  return MODELS.find((m) => m.baseModelId === target);
}

export function findTunedModel(id: string): TunedModelResource | undefined {
  return TUNED_MODELS.find((m) => m.name === `tunedModels/${id}`);
}

/** Resolves a path segment from /models/{model} or /tunedModels/{id}; undefined when unknown. */
export function resolveModel(kind: 'models' | 'tunedModels', id: string): ResolvedModel | undefined {
  if (kind === 'models') {
    const model = findModel(id);
    return model && { resource: `models/${id}`, model };
  }
  const tuned = findTunedModel(id);
  const base = tuned && findModel(tuned.baseModel.slice('models/'.length));
  return tuned && base && { resource: tuned.name, model: base, tuned };
}

export function canGenerate(model: ModelResource): boolean {
  return model.supportedGenerationMethods.includes('generateContent');
}

/** The Model JSON as models.get returns it (the live service leaves baseModelId out). */
export function modelJson(model: ModelResource): Record<string, unknown> {
  const { baseModelId: _baseModelId, ...wire } = model;
  return wire;
}

export function tunedModelJson(model: TunedModelResource): Record<string, unknown> {
  const { persona: _persona, ...wire } = model;
  return wire;
}
