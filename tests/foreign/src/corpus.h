// Shared definitions for the LLVM-compiled validation corpus.
//
// The corpus is compiled with -nogpulib (no ROCm device libraries on this machine),
// so the OpenCL library functions get_local_id()/barrier()/native_exp() are not
// available: they live in the device libs. We use the clang AMDGPU builtins they
// are implemented with instead, which also keeps the emitted code free of the
// implicit-argument loads that get_global_id() would need (an emulator then only
// has to provide the kernarg pointers, workitem id in v0 and workgroup id in SGPRs).
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

typedef half   half4_t   __attribute__((ext_vector_type(4)));
typedef half   half8_t   __attribute__((ext_vector_type(8)));
typedef short  short4_t  __attribute__((ext_vector_type(4)));
typedef ushort ushort8_t __attribute__((ext_vector_type(8)));
typedef float  float4_t  __attribute__((ext_vector_type(4)));
typedef float  float16_t __attribute__((ext_vector_type(16)));
typedef double double4_t __attribute__((ext_vector_type(4)));

#define TID() ((int)__builtin_amdgcn_workitem_id_x())
#define WG()  ((int)__builtin_amdgcn_workgroup_id_x())

// barrier(CLK_LOCAL_MEM_FENCE): release fence, s_barrier, acquire fence
// (this is what the device library's barrier() expands to).
#define WG_BARRIER()                                         \
  do {                                                       \
    __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");   \
    __builtin_amdgcn_s_barrier();                            \
    __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");   \
  } while (0)

#define KERNEL(x) __kernel __attribute__((reqd_work_group_size(x, 1, 1)))
