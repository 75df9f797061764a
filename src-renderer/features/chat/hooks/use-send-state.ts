import { useMemo } from 'react';
import { EMPTY_MESSAGE, sendBlocker } from '../stores/chat-actions';
import { useChatStore } from '../stores/chat-store';
import { useDraftStore } from '../stores/draft-store';
import { useSettingsFormStore } from '../stores/settings-form-store';
import { firstProblem, formToSettings } from '../utils/settings-form';

/** Whether Send can run, and if not, the reason shown next to it. */
export function useSendBlocker(): string | null {
  // A string selector: streaming frames change the chat but not this, so the composer does not re-render.
  const chatProblem = useChatStore((state) => sendBlocker(state.chat, true, null));
  const hasMessage = useDraftStore(
    (state) => state.text.trim() !== '' || state.attachments.length > 0 || state.files.length > 0,
  );
  const forms = useSettingsFormStore((state) => state.forms);
  const settingsProblem = useMemo(() => {
    const a = formToSettings(forms.a);
    if (!a.ok) return `Fix the run settings — ${firstProblem(a.errors)}`;
    const b = forms.b ? formToSettings(forms.b) : null;
    if (b && !b.ok) return `Fix the run settings of pane B — ${firstProblem(b.errors)}`;
    return null;
  }, [forms]);
  return chatProblem ?? settingsProblem ?? (hasMessage ? null : EMPTY_MESSAGE);
}
