// What to do when the storage service refuses a call on a file's versions or comments (service-refusal.ts
// says it with the service's own reason).
import { refusalWith, type Advice } from './service-refusal';

const ADVICE: Advice[] = [
  {
    when: (_reasons, message) => /head revision/i.test(message),
    advice:
      'The current version of a file cannot be deleted: upload a newer one first, or delete the whole file',
  },
  {
    when: (_reasons, message) => /Docs Editors/i.test(message),
    advice: 'The service keeps the versions of Docs Editors files itself: they cannot be deleted',
  },
  {
    when: (reasons) => reasons.includes('revisionsNotSupported'),
    advice: 'Folders and shortcuts have no versions: open Details on a file',
  },
  {
    when: (reasons) => reasons.includes('insufficientFilePermissions'),
    advice:
      'Versions are for people who can edit the file, comments for those who can comment on it: ask the owner for access',
  },
  {
    when: (reasons) => reasons.includes('insufficientPermissions'),
    advice: 'Only its author, or someone who can edit the file, can delete a comment or reply',
  },
  {
    when: (_reasons, message) => /kept forever/i.test(message),
    advice: 'Turn Keep forever off on another version of this file first',
  },
  {
    when: (reasons) => reasons.includes('notFound'),
    advice: 'It is gone, or was never there: open Details again to see the file as it is now',
  },
];

/** The refusal of `doing` ("delete version X of file Y") as a VerityError; other errors unchanged. */
export const detailsRefusal = refusalWith(ADVICE, 'Check what the service says and try again');
