// lumen_build_info{version} 1: the Prometheus convention for telling which release a process
// runs, so a dashboard can join it to any other series of the same target.
import { Gauge, type Registry } from 'prom-client';
import { PRODUCT_VERSION } from '@lumen/contract/version';

export function registerBuildInfo(registry: Registry): void {
  const info = new Gauge({
    name: 'lumen_build_info',
    help: 'The running release of Lumen (always 1), labelled with its version',
    labelNames: ['version'] as const,
    registers: [registry],
  });
  info.set({ version: PRODUCT_VERSION }, 1);
}
