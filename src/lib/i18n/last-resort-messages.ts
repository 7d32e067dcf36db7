/**
 * The last-resort texts of every language (src/lib/i18n/last-resort.ts loads this chunk only when the last-resort
 * page is shown): a copy of three messages per language other than English, checked equal to the message files by
 * src/lib/i18n/last-resort.test.ts.
 */
import type { LastResortMessages } from './last-resort';

export const LAST_RESORT_MESSAGES: Record<string, LastResortMessages> = {
  nl: {
    'errors.unexpectedTitle': 'Er is iets misgegaan',
    'errors.unexpected':
      'Er is een onverwachte fout opgetreden. Neem contact met ons op als het probleem zich blijft voordoen.',
    'common.tryAgain': 'Opnieuw proberen',
  },
  de: {
    'errors.unexpectedTitle': 'Etwas ist schiefgelaufen',
    'errors.unexpected':
      'Ein unerwarteter Fehler ist aufgetreten. Bitte kontaktieren Sie uns, falls das Problem weiterhin besteht.',
    'common.tryAgain': 'Erneut versuchen',
  },
  fr: {
    'errors.unexpectedTitle': 'Un problème est survenu',
    'errors.unexpected': 'Une erreur inattendue s’est produite. Si le problème persiste, contactez-nous.',
    'common.tryAgain': 'Réessayer',
  },
  sv: {
    'errors.unexpectedTitle': 'Något gick fel',
    'errors.unexpected': 'Ett oväntat fel har uppstått. Kontakta oss om problemet kvarstår.',
    'common.tryAgain': 'Försök igen',
  },
  nb: {
    'errors.unexpectedTitle': 'Noe gikk galt',
    'errors.unexpected': 'Det oppstod en uventet feil. Ta kontakt med oss hvis problemet vedvarer.',
    'common.tryAgain': 'Prøv igjen',
  },
  da: {
    'errors.unexpectedTitle': 'Noget gik galt',
    'errors.unexpected': 'Der opstod en uventet fejl. Kontakt os, hvis problemet fortsætter.',
    'common.tryAgain': 'Prøv igen',
  },
  it: {
    'errors.unexpectedTitle': 'Qualcosa è andato storto',
    'errors.unexpected': 'Si è verificato un errore imprevisto. Se il problema persiste, contattaci.',
    'common.tryAgain': 'Riprova',
  },
  es: {
    'errors.unexpectedTitle': 'Algo ha salido mal',
    'errors.unexpected':
      'Se ha producido un error inesperado. Si el problema continúa, ponte en contacto con nosotros.',
    'common.tryAgain': 'Volver a intentarlo',
  },
  pt: {
    'errors.unexpectedTitle': 'Ocorreu um problema',
    'errors.unexpected': 'Ocorreu um erro inesperado. Se o problema persistir, contacte-nos.',
    'common.tryAgain': 'Tentar novamente',
  },
};
