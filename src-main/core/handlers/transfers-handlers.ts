import { stat } from 'node:fs/promises';
import { VerityError } from '../../../src-shared/contract/result';
import { removeLeftovers } from '../../services/transfers/download-target';
import type { TransferEngine } from '../../services/transfers/transfer-engine';
import type { Handlers } from '../router';
import { followUntilCancelled } from './follow-until-cancelled';

/** Opens the system's file dialog (Electron: dialog.showOpenDialog) and answers the paths picked, none if closed. */
export type PickFiles = () => Promise<string[]>;

/** Opens the system's folder dialog for downloads; null when closed. */
export type PickFolder = () => Promise<string | null>;

export function transfersHandlers(deps: {
  transfers: TransferEngine;
  pickFiles?: PickFiles;
  /** Desktop: downloads go where the user picks. Without it they go to `downloadsDir` and the page saves them. */
  pickFolder?: PickFolder;
  downloadsDir: string;
}) {
  const { transfers } = deps;
  return {
    'transfers:list': async () => transfers.list(),
    'transfers:events': (_input, emit, { signal }) =>
      followUntilCancelled(
        (listener) => transfers.subscribe((transfer) => listener({ transfer })),
        emit,
        signal,
      ),
    'transfers:upload': (input, { senderId }) => transfers.upload(input, senderId),
    'transfers:uploadPicked': async ({ profileId, service, folder }) => {
      if (!deps.pickFiles)
        throw new VerityError(
          'VALIDATION',
          'This shell has no file dialog in main: the page picks files itself and streams them (transfers.upload with a "browser" source)',
        );
      const picked = [];
      for (const path of await deps.pickFiles()) {
        const { size } = await stat(path);
        picked.push(
          await transfers.upload({ profileId, service, folder, source: { kind: 'path', path }, size }),
        );
      }
      return { transfers: picked };
    },
    'transfers:sendChunk': ({ id, offset, data }, { senderId }) =>
      transfers.sendChunk(id, offset, Buffer.from(data, 'base64'), senderId),
    'transfers:download': async ({ service: _storage, ...input }) => {
      const pageSaves = !deps.pickFolder;
      const dir = deps.pickFolder ? await deps.pickFolder() : deps.downloadsDir;
      if (dir === null) return { transfers: [], skipped: [], pageSaves };
      return { ...(await transfers.download(input, dir)), pageSaves };
    },
    'transfers:readChunk': ({ id, offset }) => transfers.readChunk(id, offset),
    'transfers:pause': ({ id }) => transfers.pause(id),
    'transfers:resume': ({ id }) => transfers.resume(id),
    'transfers:cancel': ({ id }) => transfers.cancel(id),
    'transfers:retry': ({ id }) => transfers.retry(id),
    'transfers:clearFinished': async () => {
      const finished = transfers
        .list()
        .transfers.filter(
          (t) => t.direction === 'download' && ['done', 'failed', 'cancelled'].includes(t.state),
        );
      const cleared = transfers.clearFinished();
      await removeLeftovers(finished, deps.pickFolder ? null : deps.downloadsDir);
      return cleared;
    },
    'transfers:setSettings': async (input) => transfers.setSettings(input),
  } satisfies Partial<Handlers>;
}
