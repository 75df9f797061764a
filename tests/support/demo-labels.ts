// The sandbox storage service's demo labels (apps/sandbox/services/storage/data/demo-labels.json), by the
// IDs its README gives: written out here so a test fails if they change under clients that use them.
export const REVIEW = 'iuR0fC7ps3uzBXGAYxW0Dumd8ePNeJNRoh7RLg4cbFcb';
/** Review's selection field and its choices. */
export const STATUS = '4DF7E62925';
export const DRAFT = 'EF4DA73D66';
export const IN_REVIEW = '112E84EEBA';
export const APPROVED = '9FB4D21459';
/** Review's user field (several values). */
export const REVIEWERS = 'BDA40CCDA4';
export const CONTRACT = 'GBsJYHefk2AB5A2Ep7URwkyNjgGrUFiORa4emU5NbFcb';
/** Contract's text (at most 200 characters), integer (at least 0) and date fields. */
export const COUNTERPARTY = 'C13A4C4468';
export const VALUE = 'BC013DD37E';
export const RENEWAL = '3592E559D5';
