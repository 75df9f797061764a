// The scopes a Google sign-in asks for, in the words and with the pages main and Settings both use.
export { ACCOUNT_SCOPES, missingScopes } from '../../src-shared/accounts/account-scopes';
