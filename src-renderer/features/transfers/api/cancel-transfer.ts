import { useTransferAction } from './transfer-action';

export const useCancelTransfer = () => useTransferAction('cancel', 'Could not cancel the transfer');
