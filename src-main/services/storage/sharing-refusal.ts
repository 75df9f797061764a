// A sharing call the storage service refused, said as what it refused, the service's own reason, and what
// to do next. Failures that leave the outcome open (network, 5xx) pass through unchanged so the journal
// keeps them as "outcome unknown".
import { refusalWith, type Advice } from './service-refusal';

const ADVICE: Advice[] = [
  {
    when: (reasons) => reasons.includes('cannotModifyOwner') || reasons.includes('cannotRemoveOwner'),
    advice: "The owner's access cannot be changed or removed: make someone else the owner first",
  },
  {
    when: (_reasons, message) => /expiration/i.test(message),
    advice: 'Pick an expiry in the future and at most a year ahead, for a person or group only',
  },
  {
    when: (reasons) => reasons.includes('insufficientFilePermissions'),
    advice: "Only the file's owner or someone with editor access can change its sharing: ask the owner",
  },
  {
    when: (_reasons, message) => /transferOwnership/.test(message),
    advice: 'Only the owner can give a file away, to a user of this service',
  },
  {
    when: (reasons) => reasons.includes('fieldNotWritable'),
    advice: 'Remove the grant and share again with the new details',
  },
  {
    when: (reasons) => reasons.includes('notFound'),
    advice: 'The file or the grant is gone: open the sharing dialog again to see who has access now',
  },
  {
    when: (reasons) => reasons.includes('invalidSharingRequest') || reasons.includes('invalid'),
    advice: 'Change the grant as the reason says and try again',
  },
];

/** The refusal of `doing` ("share "Plan" with grace@example.com") as a VerityError; other errors unchanged. */
export const sharingRefusal = refusalWith(
  ADVICE,
  'Check the grant and try again; open the sharing dialog again if someone else changed it',
);
