// German phrasing for the markdown writer (placeholders as in english.ts).
import type { LanguagePack } from '../language-pack';

export const GERMAN: LanguagePack = {
  code: 'de',
  intros: [
    'Gute Frage! Hier ist das Wichtigste über {topic}, Schritt für Schritt.',
    'Kurz gesagt hängt {topic} vor allem von {noun} ab. Schauen wir genauer hin.',
    'Um {topic} zu verstehen, lohnt sich zuerst ein Blick auf {k}.',
  ],
  sentences: [
    'Zuerst sollte man verstehen, wie {k} mit {noun} zusammenwirkt.',
    'Oft wird angenommen, dass {k} für sich allein wirkt; tatsächlich hängt viel von {noun} ab.',
    'Man kann sich {k} gut als {analogy} vorstellen.',
    'Wenn sich {k} ändert, folgt meist auch {noun}, deshalb beobachten {group} es genau.',
    'Das Grundprinzip bleibt immer gleich: {principle}.',
    'In der Praxis beginnen {group} oft mit {noun}, bevor sie sich {noun2} widmen.',
    'Schon kleine Änderungen an {noun} können überraschend große Auswirkungen auf {k} haben.',
    'Die meisten Schwierigkeiten mit {k} lassen sich auf {noun} zurückführen.',
    'Anders gesagt: Bei {k} geht es weniger um Details als um das Zusammenspiel.',
    'Sobald die Rolle von {noun} klar ist, ergibt sich der Rest von {topic} fast von selbst.',
  ],
  leads: [
    'Die Grundlagen',
    'Die Rolle von {k}',
    'Warum es wichtig ist',
    'Typische Fehler',
    'Ein praktisches Beispiel',
    'Weiterführendes',
  ],
  closers: [
    'Zusammengefasst beruht {topic} auf dem Zusammenspiel von {k} und {noun}.',
    'Ich hoffe, das hilft! Sag Bescheid, wenn du einen Punkt vertiefen möchtest.',
  ],
  headings: {
    overview: 'Überblick',
    keyPoints: 'Wichtige Punkte',
    details: 'So funktioniert es',
    example: 'Beispiel',
    comparison: 'Vergleich',
    summary: 'Zusammenfassung',
    sections: ['Hintergrund', 'Die Kernidee', 'In der Praxis', 'Häufige Fehler', 'Ausblick'],
  },
  banks: {
    noun: [
      'der Kontext',
      'der zugrunde liegende Mechanismus',
      'die verfügbaren Daten',
      'die Ausgangsbedingungen',
      'der Maßstab',
      'die Umgebung',
    ],
    group: ['Fachleute', 'Praktiker', 'viele Teams', 'Forschende'],
    analogy: [
      'ein gut geöltes Getriebe',
      'ein Rezept, dessen Zutaten voneinander abhängen',
      'eine Landkarte statt des Geländes',
    ],
    principle: [
      'die Form folgt der Funktion',
      'kleine Ursachen können große Wirkungen haben',
      'jeder Gewinn hat anderswo seinen Preis',
    ],
    verb: ['sich stabilisieren', 'sich beschleunigen', 'sich langsam verändern'],
    adj: ['robust', 'einfach', 'elegant', 'vorhersehbar'],
  },
  table: { aspect: 'Aspekt', what: 'Bedeutung', why: 'Warum es wichtig ist' },
  greeting: 'Hallo! Wie kann ich dir heute helfen?',
  questionOf: 'die Frage „{phrase}“',
  quotedQuestion: 'die Frage „{phrase}“',
  persona: '*Als {persona}:*',
  codeIntro: 'Hier ist ein kleines, eigenständiges Beispiel in {language}, das du anpassen kannst:',
  codeNotes: [
    'Die Funktion hat keinen versteckten Zustand und ist daher leicht zu testen.',
    'Ersetze die Beispieldaten durch deine eigenen.',
  ],
  functionIntro: 'Das hat das Werkzeug `{name}` geliefert:',
  functionOutro: 'Sag Bescheid, wenn ich noch etwas nachsehen soll.',
};
