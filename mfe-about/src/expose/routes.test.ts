import { describeRemoteContract } from '@tax/shared/testing';
import routes from './routes.ts';
import pkg from '../../package.json';
import uz from '../locales/uz.json';
import ru from '../locales/ru.json';
import en from '../locales/en.json';

// The checks every section remote must pass (shared/src/testing): routes, prefixes, three languages, lazy pages.
describeRemoteContract({ routes, prefixes: pkg.federation.prefixes, strings: { uz, ru, en } });
