// The only client-side code: progressive enhancements of the static HTML.
import '../styles/site.css';
import { enhance } from '../client/enhance.ts';

enhance(document);
