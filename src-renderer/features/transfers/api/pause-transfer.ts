import { useTransferAction } from './transfer-action';

export const usePauseTransfer = () => useTransferAction('pause', 'Could not pause the transfer');
