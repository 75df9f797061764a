import { ServicePage } from '@/components/service-page';

export function ChatPage() {
  return (
    <ServicePage
      slug="chat"
      title="Chat"
      service="genai"
      description="A playground for the generation API: run settings mapped one to one to a GenerateContentRequest and checked before sending, streaming answers you can stop, multi-turn chats with edits, regeneration and branches, attachments, safety ratings, citations and token usage per turn, and a request/response timeline for every turn."
    />
  );
}
