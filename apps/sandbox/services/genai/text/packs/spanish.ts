// Spanish phrasing for the markdown writer (placeholders as in english.ts).
import type { LanguagePack } from '../language-pack';

export const SPANISH: LanguagePack = {
  code: 'es',
  intros: [
    '¡Buena pregunta! Esto es lo esencial sobre {topic}, paso a paso.',
    'En resumen, {topic} depende sobre todo de {noun}. Veámoslo con más detalle.',
    'Para entender {topic}, conviene empezar por el papel de {k}.',
  ],
  sentences: [
    'Lo primero que hay que entender es cómo {k} interactúa con {noun}.',
    'Se suele pensar que {k} actúa por sí solo; en realidad depende mucho de {noun}.',
    'Una buena forma de imaginar {k} es como {analogy}.',
    'Cuando {k} cambia, {noun} suele cambiar también, y por eso {group} lo vigilan de cerca.',
    'El principio de fondo siempre es el mismo: {principle}.',
    'En la práctica, {group} suelen empezar por {noun} antes de pasar a {noun2}.',
    'Pequeños cambios en {noun} pueden tener un efecto sorprendente en {k}.',
    'La mayoría de los problemas con {k} tienen su origen en {noun}.',
    'Dicho de otro modo, {k} es más una cuestión de equilibrio que de detalle.',
    'Una vez que se entiende el papel de {noun}, el resto de {topic} encaja solo.',
  ],
  leads: [
    'Lo básico',
    'El papel de {k}',
    'Por qué importa',
    'Errores comunes',
    'Un ejemplo práctico',
    'Para profundizar',
  ],
  closers: [
    'En resumen, {topic} se entiende mejor como un equilibrio entre {k} y {noun}.',
    '¡Espero que te sirva! Dime si quieres profundizar en algún punto.',
  ],
  headings: {
    overview: 'Visión general',
    keyPoints: 'Puntos clave',
    details: 'Cómo funciona',
    example: 'Ejemplo',
    comparison: 'Comparación',
    summary: 'Resumen',
    sections: ['Contexto', 'La idea central', 'En la práctica', 'Errores frecuentes', 'Perspectivas'],
  },
  banks: {
    noun: [
      'el contexto',
      'el mecanismo subyacente',
      'los datos disponibles',
      'las condiciones iniciales',
      'la escala',
      'el entorno',
    ],
    group: ['los expertos', 'los profesionales', 'los equipos', 'los investigadores'],
    analogy: [
      'un engranaje bien ajustado',
      'una receta cuyos ingredientes dependen unos de otros',
      'un mapa y no el territorio',
    ],
    principle: [
      'la estructura sigue a la función',
      'pequeñas causas pueden tener grandes efectos',
      'cada ganancia tiene un coste en otro lugar',
    ],
    verb: ['estabilizarse', 'acelerarse', 'cambiar poco a poco'],
    adj: ['robusto', 'sencillo', 'elegante', 'predecible'],
  },
  table: { aspect: 'Aspecto', what: 'Qué significa', why: 'Por qué importa' },
  greeting: '¡Hola! ¿En qué puedo ayudarte hoy?',
  questionOf: 'la cuestión «{phrase}»',
  quotedQuestion: 'la cuestión «{phrase}»',
  persona: '*Hablando como {persona}:*',
  codeIntro: 'Aquí tienes un pequeño ejemplo autónomo en {language} que puedes adaptar:',
  codeNotes: [
    'La función no guarda estado oculto, así que es fácil de probar.',
    'Sustituye los datos de ejemplo por los tuyos.',
  ],
  functionIntro: 'Esto es lo que devolvió la herramienta `{name}`:',
  functionOutro: 'Avísame si quieres consultar algo más.',
};
