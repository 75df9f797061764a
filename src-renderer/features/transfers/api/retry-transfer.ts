import { useTransferAction } from './transfer-action';

export const useRetryTransfer = () => useTransferAction('retry', 'Could not retry the transfer');
