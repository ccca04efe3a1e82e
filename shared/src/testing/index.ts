/**
 * @tax/shared/testing — the checks every section remote must pass (the remote contract), for its unit tests.
 *   describeRemoteContract({ routes, prefixes, strings: { uz, ru, en } })
 */
export { describeRemoteContract, translationKeys, type RemoteContractInput } from './remote-contract.ts';
