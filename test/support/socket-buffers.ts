import { readFileSync } from 'node:fs';

/** The largest a TCP buffer may grow to on this machine (/proc/sys/net/ipv4/tcp_rmem or tcp_wmem, the third figure). */
function tcpBufferMax(name: 'tcp_rmem' | 'tcp_wmem', fallback: number): number {
  try {
    return Number(readFileSync(`/proc/sys/net/ipv4/${name}`, 'utf8').trim().split(/\s+/)[2]) || fallback;
  } catch {
    return fallback;
  }
}

/**
 * How many bytes a download must be for a reader who stops reading to hold it up: more than the kernel can take into
 * one loopback connection's buffers (the reader's receive buffer and the writer's send buffer, each at its largest,
 * with a quarter and 4 MB to spare for what the processes hold). A fixed size is not enough: this machine lets a
 * receive buffer grow to 32 MB, and a 17 MB export once went whole into the buffers of a reader who had stopped.
 */
export function beyondSocketBuffers(): number {
  const held = tcpBufferMax('tcp_rmem', 6 << 20) + tcpBufferMax('tcp_wmem', 4 << 20);
  return Math.ceil(held * 1.25) + (4 << 20);
}
