#include "corpus.h"
// a hand-written scalarisation loop: ballot of the lanes still to do, s_ff1 picks a leader,
// readlane broadcasts its key and value, the lanes with that key (counted by a second ballot)
// finish; the trip count is the number of distinct keys in the wave
KERNEL(64) void ballot_loop(__global const int *Key, __global const float *V, __global float *Out, __global int *Cnt) {
  int l = TID();
  int g = WG() * 64 + l;
  int key = Key[g] & 7;
  float v = V[g];
  bool todo = true;
  int rounds = 0;
  float lead_sum = 0.0f;
  while (todo) {
    ulong m = __builtin_amdgcn_ballot_w64(true);
    int leader = (int)__builtin_ctzl(m);
    int k = __builtin_amdgcn_readlane(key, leader);
    float lv = __builtin_bit_cast(float, __builtin_amdgcn_readlane(__builtin_bit_cast(int, v), leader));
    lead_sum += lv;
    if (key == k) {
      ulong mm = __builtin_amdgcn_ballot_w64(true);
      Out[g] = v + lv * (float)__builtin_popcountl(mm) + lead_sum;
      todo = false;
    }
    rounds++;
  }
  Cnt[g] = rounds;
}
