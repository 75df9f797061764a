// Base-URL comparison shared with main: a profile's alerts are those whose log URL names its log.
export { sameBaseUrl } from '../../src-shared/base-url';
