/**
 * The contract as the renderer's features see it. Features import shared
 * code only through `@/`, so the pieces of src-shared they need pass here.
 */
import type { DecodedBody as DecodedBodyType } from '../../src-shared/contract/schemas/log-entries';
import type { TrustList as TrustListType } from '../../src-shared/contract/schemas/trust';

export { unwrap, VerityError } from '../../src-shared/contract/result';
export type { ContractError, ErrorCode, Result } from '../../src-shared/contract/result';
export type { StreamHandle, InputOf, OutputOf } from '../../src-shared/contract/contract';
export { SERVICE_IDS, SERVICE_LABELS, ServiceId, HttpUrl } from '../../src-shared/contract/schemas/common';
export type { AppInfo } from '../../src-shared/contract/schemas/app';
export type { LogInfo, ShardInfo } from '../../src-shared/contract/schemas/log';
export { listVerdict, SearchQuery } from '../../src-shared/contract/schemas/log-entries';
export type {
  CertificateInfo,
  DecodedBody,
  EntrySummary,
  EntryView,
} from '../../src-shared/contract/schemas/log-entries';
export type {
  Check,
  CheckName,
  ConsistencyStep,
  ConsistencyTrace,
  DocumentKind,
  InclusionStep,
  InclusionTrace,
  SignerPolicy,
  VerificationReport,
} from '../../src-shared/contract/schemas/verification';
export type { TrustedLogInfo } from '../../src-shared/contract/schemas/trust';
export type {
  Alert,
  CheckpointRecord,
  MonitoredLog,
  MonitorEvent,
} from '../../src-shared/contract/schemas/monitor';
export { MAX_AUDIT_BATCH_FILES } from '../../src-shared/contract/schemas/audit';
// What audit.verify takes as trust material, so the Audit page can send it ahead of the documents.
export { trustMaterialKind } from '../../src-shared/audit/trust-material-kind';
export type { AuditFileResult, AuditRun } from '../../src-shared/contract/schemas/audit';
export type { SigningKeyInfo } from '../../src-shared/contract/schemas/keys';
export type { ExchangeSummary, RecordedBody } from '../../src-shared/contract/schemas/inspector';
export type { JournalOperation } from '../../src-shared/contract/schemas/journal';
export { Endpoints, Profile, profiles as profileSchemas } from '../../src-shared/contract/schemas/profiles';
export type { ProfileList } from '../../src-shared/contract/schemas/profiles';
export { SECRET_NAMES, vault as vaultSchemas } from '../../src-shared/contract/schemas/vault';
export type { SecretName, SecretRef, VaultStatus } from '../../src-shared/contract/schemas/vault';
export {
  FaultSettings,
  GenaiSandboxSettings,
  LogFaultSettings,
} from '../../src-shared/contract/schemas/sandbox';
export type { SandboxStatus } from '../../src-shared/contract/schemas/sandbox';
export type { GenaiFile, GenaiFileState } from '../../src-shared/contract/schemas/files';
export {
  MAX_CHUNK_BYTES,
  MAX_STORAGE_UPLOAD_BYTES,
  MAX_UPLOAD_BYTES,
} from '../../src-shared/contract/schemas/transfers';
export type {
  Transfer,
  TransferFolder,
  TransferSettings,
  TransferState,
} from '../../src-shared/contract/schemas/transfers';
export type {
  ErrorGroup,
  ErrorGroupSummary,
  ImportResult,
  NotificationType,
  Preflight,
  QueueStatus,
  SitemapImportResult,
  UrlFilter,
  UrlRow,
  UrlSelection,
  UrlSettings,
} from '../../src-shared/contract/schemas/urls';

// Element types the schemas do not name on their own.
export type PublicKeyInfo = DecodedBodyType['publicKeys'][number];
export type InTotoStatement = NonNullable<DecodedBodyType['statement']>;
export type TrustedAuthorityInfo = TrustListType['authorities'][number];
export type ImportedRoot = TrustListType['roots'][number];
export {
  Chat as ChatSchema,
  FUNCTION_CALLING_MODES,
  HARM_CATEGORIES,
  HARM_THRESHOLDS,
  RunSettings as RunSettingsSchema,
  SendableRunSettings,
} from '../../src-shared/contract/schemas/chat';
export type {
  ApiErrorInfo,
  Chat,
  ChatSummary,
  ChatTurn,
  Content,
  Draft,
  GenerateEvent,
  GenerateOutcome,
  JsonObject,
  JsonValue,
  Part,
  RunSettings,
} from '../../src-shared/contract/schemas/chat';
export type {
  StorageChange,
  StorageFile,
  StorageStore,
  StorageView,
} from '../../src-shared/contract/schemas/storage';
export type {
  StorageComment,
  StorageReply,
  StorageRevision,
} from '../../src-shared/contract/schemas/storage-details';
export type { StoragePermission } from '../../src-shared/contract/schemas/storage-sharing';
