import { useTransferAction } from './transfer-action';

export const useResumeTransfer = () => useTransferAction('resume', 'Could not resume the transfer');
