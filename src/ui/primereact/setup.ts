import PrimeReact from 'primereact/api';
import { installPrimeReactLocale } from '@/lib/locale/primereact-pt-br';
import { PRIMEREACT_PT } from './pass-through';

/**
 * PrimeReact's global configuration, set when the first widget module loads (each module of this
 * folder imports this one before re-exporting its widget): the pt-BR texts and the app's pass-through
 * options. Without a PrimeReactProvider above them, PrimeReact's components read exactly these globals,
 * so no provider (and none of PrimeReact's code) has to be part of a page that renders no widget.
 */
installPrimeReactLocale();
PrimeReact.pt = PRIMEREACT_PT;
