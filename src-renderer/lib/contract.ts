/**
 * The contract as the renderer's features see it. Features import shared
 * code only through `@/`, so the pieces of src-shared they need pass here.
 */
export { unwrap, VerityError } from '../../src-shared/contract/result';
export type { ContractError, ErrorCode, Result } from '../../src-shared/contract/result';
export type { StreamHandle, VerityApi } from '../../src-shared/contract/contract';
export {
  SERVICE_IDS,
  SERVICE_LABELS,
  ServiceId,
  HttpUrl,
  ProfileId,
} from '../../src-shared/contract/schemas/common';
export type { AppInfo } from '../../src-shared/contract/schemas/app';
export type { LogInfo, ParsedCheckpoint, ShardInfo } from '../../src-shared/contract/schemas/log';
export type { Exchange, ExchangeSummary, RecordedBody } from '../../src-shared/contract/schemas/inspector';
export { Endpoints, Profile, profiles as profileSchemas } from '../../src-shared/contract/schemas/profiles';
export type { ProfileList } from '../../src-shared/contract/schemas/profiles';
export { SECRET_NAMES, vault as vaultSchemas } from '../../src-shared/contract/schemas/vault';
export type { SecretName, SecretRef, VaultStatus } from '../../src-shared/contract/schemas/vault';
export { FaultSettings, NO_FAULTS } from '../../src-shared/contract/schemas/sandbox';
export type { FaultMap, SandboxStatus } from '../../src-shared/contract/schemas/sandbox';
