// The same client code as /cards.
import '../cards/+client.ts';
