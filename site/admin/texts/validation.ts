// The §5 validation texts (admin spec), verbatim. They live in engine/messages.ts, since the engine
// and the callables show them too; the screens and the tests take them from here.

export {
  ADMIN_FORM_MESSAGES,
  DECK_ID_MESSAGES,
  RULE_JSON_MESSAGES,
  RULE_MESSAGES,
} from '../../../engine/messages.ts';
