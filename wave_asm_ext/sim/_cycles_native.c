/* The cycle model's simulation loop, compiled: the same rules, in the same order, as
 * wave_asm_ext/sim/cycles.py:_simulate (read that first; this file only mirrors it).
 *
 * Why it exists: the passes judge candidate programs by whole-kernel model cycles, and
 * those simulations (8 waves x 16-32 K-loop iterations each) were about half of the
 * post-emit pass time on the emitter's kernels. The Python loop stays the reference and
 * the fallback; tests/test_cycles_native.py checks that both give bit-identical totals.
 *
 * Scope: the totals-only mode (estimate_cycles(figures=False)): finish time, matrix-pipe
 * busy clk, per-cause stalls and per-port contention, averaged over the waves. Every
 * arithmetic operation is the Python one, in the same order, on IEEE doubles, so the
 * results are the same to the last bit (Python floats are C doubles; Python 3.11's sum()
 * of floats adds left to right).
 *
 * Input: the static view and the trace packed by wave_asm_ext/sim/cycles_native.py
 * (layout documented there and in the I_* / F_* / D_* constants below). Hardware numbers
 * arrive as data (issue cycles, latencies, port occupancies from the DB); none is here.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdlib.h>
#include <string.h>

/* per static instruction: NFIELD ints in `si` */
enum { I_FLAGS, I_GROUP, I_MOP, I_VDST, I_SRCC, I_CAUSE, I_WVM, I_WLG, I_POFF, I_PN, I_COFF, I_CN,
       I_AOFF, I_AN, I_MOFF, I_MN, I_DOFF, I_DN, I_PRIO, NFIELD };
/* per static instruction: NDFIELD doubles in `sd` */
enum { D_ISSUE, D_LAT, D_BRANCH, D_MOCC, NDFIELD };
/* I_FLAGS bits */
enum { F_GLOAD = 1, F_INORDER = 2, F_BARRIER = 4, F_ENDPGM = 8, F_WAIT = 16 };
/* per trace position: bits in `dyn` */
enum { P_PLAIN_LONE = 1, P_PLAIN_GROUP = 2, P_TAKEN = 4 };
/* stall causes: the order of cycles.CAUSES (checked at import by cycles_native.py) */
enum { C_ISSUE, C_NOPS, C_VMCNT, C_LGKMCNT, C_MFMADEP, C_DATADEP, C_BARRIER, C_BRANCH, C_PIPE,
       C_DRAIN, NCAUSE };
static const char *CAUSE_NAMES[NCAUSE] = {"issue", "hazard_nops", "vmcnt", "lgkmcnt", "mfma_dependency",
                                          "data_dependency", "barrier", "branch", "pipe_contention",
                                          "endpgm_drain"};
/* counters 0 and 1 are vmcnt and lgkmcnt (the two an s_waitcnt names here) */
enum { K_VM = 0, K_LG = 1 };
/* set id of the empty register set (mfma vdst / srcc) */
#define EMPTY_SET 0

typedef struct {
    double *v;
    Py_ssize_t n, cap;
} dlist;  /* a sorted list of completion times (Python: a list kept with insort) */

/* makes room for `need` elements of `size` bytes in *v (capacity *cap, doubled as needed);
   -1 if out of memory (*v is then unchanged) */
static int reserve(void **v, Py_ssize_t *cap, Py_ssize_t need, size_t size) {
    if (need <= *cap) return 0;
    Py_ssize_t c = *cap ? *cap : 16;
    while (c < need) c *= 2;
    void *p = realloc(*v, (size_t)c * size);
    if (!p) return -1;
    *v = p;
    *cap = c;
    return 0;
}

/* figures mode: wave 0's stall events, in the order the Python loop notes them */
typedef struct {
    Py_ssize_t pos;
    int idx, cause;
    double dt;
} event_t;

typedef struct {
    event_t *v;
    Py_ssize_t n, cap;
    int failed;
} events_t;

static void ev_add(events_t *e, Py_ssize_t pos, int idx, int cause, double dt) {
    if (e == NULL || e->failed) return;
    if (reserve((void **)&e->v, &e->cap, e->n + 1, sizeof(event_t)) < 0) { e->failed = 1; return; }
    e->v[e->n].pos = pos;
    e->v[e->n].idx = idx;
    e->v[e->n].cause = cause;
    e->v[e->n].dt = dt;
    e->n++;
}

/* cycles._simulate's note(): a stall of dt > 0 clk, recorded for wave 0 in figures mode */
static inline void note(double *stalls, events_t *ev, int cause, double dt, int idx, Py_ssize_t pos) {
    if (dt <= 0) return;
    stalls[cause] += dt;
    if (ev) ev_add(ev, pos, idx, cause, dt);
}

typedef struct {
    Py_ssize_t pos;
    double free;
    double *sb_ready;  /* per unit: ready time of the in-flight ALU/MFMA result */
    int *sb_prod;      /* per unit: static index of its producer, -1 = no entry */
    double sb_max;
    dlist *out;        /* per counter */
    double *last;      /* per group: end of the in-order completion chain (default 0.0) */
    double stalls[NCAUSE];
    double *pcont;     /* per port: pipe_contention clk */
    char *phas;        /* per port: the Python dict has the key */
    int done_set;
    double done;
    Py_ssize_t cache_pos;
    double cache_t;
    int cache_cause;
    int in_heap;
    double hkey, hsince;
    int prio;          /* user wave priority (s_setprio); heap order ranks it after the time */
    int arrived;
    double arr_t;
    dlist iters;       /* figures mode: issue times of the hot-loop iteration starts */
    int exit_set;
    double exit_t;     /* figures mode: issue time of the loop exit position */
    /* the wave's path (cycles._simulate's view_of[w]: path w % npaths) */
    const int *order;
    Py_ssize_t n;
    const unsigned char *dyn;
    const unsigned char *is_iter;
    Py_ssize_t loop_exit;
} wave_t;

static int dl_insert(dlist *l, double x, int k) {
    if (reserve((void **)&l->v, &l->cap, l->n + k, sizeof(double)) < 0) return -1;
    /* bisect_right: after every entry <= x (equal values: the position is immaterial) */
    Py_ssize_t lo = 0, hi = l->n;
    while (lo < hi) {
        Py_ssize_t mid = (lo + hi) / 2;
        if (x < l->v[mid]) hi = mid; else lo = mid + 1;
    }
    memmove(l->v + lo + k, l->v + lo, (size_t)(l->n - lo) * sizeof(double));
    for (int j = 0; j < k; j++) l->v[lo + j] = x;
    l->n += k;
    return 0;
}

/* cycles._wait_until: earliest time at which at most nmax entries are outstanding */
static double wait_until(dlist *l, int nmax, double now) {
    if (nmax < 0) return now;  /* None: this counter is not waited for */
    if (l->n && l->v[0] <= now) {
        Py_ssize_t lo = 0, hi = l->n;
        while (lo < hi) {
            Py_ssize_t mid = (lo + hi) / 2;
            if (now < l->v[mid]) hi = mid; else lo = mid + 1;
        }
        memmove(l->v, l->v + lo, (size_t)(l->n - lo) * sizeof(double));
        l->n -= lo;
    }
    if (l->n <= nmax) return now;
    double x = l->v[l->n - 1 - nmax];
    return now >= x ? now : x;  /* max(now, x) */
}

/* heap order of cycles._simulate: (time, -priority, ready-since, wave) */
static inline int entry_less(double k1, int p1, double s1, int w1, double k2, int p2, double s2, int w2) {
    if (k1 != k2) return k1 < k2;
    if (p1 != p2) return p1 > p2;
    if (s1 != s2) return s1 < s2;
    return w1 < w2;
}

typedef struct {
    const int *si, *pool, *ppool;
    const double *sd, *pocc;
    int nunits, nports, ncounters;
} prog_t;

static void finish(wave_t *w, const prog_t *P, double t, events_t *ev, int idx) {
    double end = t;
    for (int c = 0; c < P->ncounters; c++)
        if (w->out[c].n && w->out[c].v[w->out[c].n - 1] > end) end = w->out[c].v[w->out[c].n - 1];
    for (int u = 0; u < P->nunits; u++)
        if (w->sb_prod[u] >= 0 && w->sb_ready[u] > end) end = w->sb_ready[u];
    note(w->stalls, ev, C_DRAIN, end - t, idx, w->pos);
    w->done = end;
    w->done_set = 1;
}

static void try_release(wave_t *W, int waves, int group, int gi, events_t *ev) {
    int lo = gi * group, hi = lo + group < waves ? lo + group : waves;
    int members = 0;
    for (int m = lo; m < hi; m++) {
        if (W[m].done_set) continue;
        members++;
        if (!W[m].arrived) return;
    }
    if (!members) return;
    double rel = 0.0;
    int first = 1;
    for (int m = lo; m < hi; m++)
        if (W[m].arrived && (first || W[m].arr_t > rel)) { rel = W[m].arr_t; first = 0; }
    for (int m = lo; m < hi; m++) {
        if (W[m].done_set) continue;
        note(W[m].stalls, m == 0 ? ev : NULL, C_BARRIER, rel - W[m].arr_t, W[m].order[W[m].pos - 1], W[m].pos);
        W[m].free = rel;
        W[m].in_heap = 1;
        W[m].hkey = rel;
        W[m].hsince = rel;
    }
    for (int m = lo; m < hi; m++) W[m].arrived = 0;
}

static int dl_append(dlist *l, double x) {
    if (reserve((void **)&l->v, &l->cap, l->n + 1, sizeof(double)) < 0) return -1;
    l->v[l->n++] = x;
    return 0;
}

/* figures mode: (per wave: iteration start times, per wave: loop exit time or None,
   wave 0's events as (position, static index, cause name, clk)) */
static PyObject *figures_result(wave_t *W, int waves, events_t *ev) {
    PyObject *its = PyList_New(waves), *exits = PyList_New(waves), *evs = PyList_New(ev->n);
    if (!its || !exits || !evs) goto fail;
    for (int i = 0; i < waves; i++) {
        PyObject *l = PyList_New(W[i].iters.n);
        if (!l) goto fail;
        PyList_SET_ITEM(its, i, l);
        for (Py_ssize_t j = 0; j < W[i].iters.n; j++) {
            PyObject *x = PyFloat_FromDouble(W[i].iters.v[j]);
            if (!x) goto fail;
            PyList_SET_ITEM(l, j, x);
        }
        PyObject *e = W[i].exit_set ? PyFloat_FromDouble(W[i].exit_t) : (Py_INCREF(Py_None), Py_None);
        if (!e) goto fail;
        PyList_SET_ITEM(exits, i, e);
    }
    for (Py_ssize_t j = 0; j < ev->n; j++) {
        PyObject *t = Py_BuildValue("(nisd)", ev->v[j].pos, ev->v[j].idx, CAUSE_NAMES[ev->v[j].cause], ev->v[j].dt);
        if (!t) goto fail;
        PyList_SET_ITEM(evs, j, t);
    }
    return Py_BuildValue("(NNN)", its, exits, evs);
fail:
    Py_XDECREF(its);
    Py_XDECREF(exits);
    Py_XDECREF(evs);
    return NULL;
}

static PyObject *simulate(PyObject *self, PyObject *args) {
    Py_buffer bsi, bsd, bpool, bppool, bpocc, border, boffs, bplain, biter, bioffs, bexits;
    int nunits, nports, ncounters, ngroups, waves, group, figures;
    double glat;
    if (!PyArg_ParseTuple(args, "y*y*y*y*y*y*y*y*y*y*y*iiiiiidp", &bsi, &bsd, &bpool, &bppool, &bpocc, &border,
                          &boffs, &bplain, &biter, &bioffs, &bexits, &nunits, &nports, &ncounters, &ngroups,
                          &waves, &group, &glat, &figures))
        return NULL;
    events_t events = {NULL, 0, 0, 0};
    unsigned char *is_iter = NULL;
    PyObject *result = NULL;
    unsigned char *dyn = NULL;
    wave_t *W = NULL;
    double *ports_free = NULL;
    int *si = NULL;
    /* the per-instruction lists follow each other in instruction order: their offsets */
    Py_ssize_t S = bsi.len / (Py_ssize_t)(NFIELD * sizeof(int));
    si = (int *)malloc((size_t)(S ? S : 1) * NFIELD * sizeof(int));
    if (!si) { PyErr_NoMemory(); goto cleanup; }
    memcpy(si, bsi.buf, (size_t)S * NFIELD * sizeof(int));
    {
        int po = 0, o = 0;
        for (Py_ssize_t i = 0; i < S; i++) {
            int *F = si + i * NFIELD;
            F[I_POFF] = po; po += F[I_PN];
            F[I_COFF] = o; o += 2 * F[I_CN];
            F[I_AOFF] = o; o += F[I_AN];
            F[I_MOFF] = o; o += F[I_MN];
            F[I_DOFF] = o; o += 2 * F[I_DN];
        }
        if ((Py_ssize_t)o * (Py_ssize_t)sizeof(int) != bpool.len || (Py_ssize_t)po * (Py_ssize_t)sizeof(int) != bppool.len) {
            PyErr_SetString(PyExc_ValueError, "packed lists do not match the instructions' counts");
            goto cleanup;
        }
    }
    prog_t P = {si, (const int *)bpool.buf, (const int *)bppool.buf, (const double *)bsd.buf,
                (const double *)bpocc.buf, nunits, nports, ncounters};
    /* the paths (one trace order per position in a barrier group, or one for every wave):
       orders[offs[k] .. offs[k + 1]) is path k, its iteration starts are
       iters[ioffs[k] .. ioffs[k + 1]), its loop exit position exits[k] (-1: none) */
    const int *orders = (const int *)border.buf;
    const int *offs = (const int *)boffs.buf;
    const int *ioffs = (const int *)bioffs.buf;
    const int *exits = (const int *)bexits.buf;
    Py_ssize_t npaths = bexits.len / (Py_ssize_t)sizeof(int);
    Py_ssize_t total = border.len / (Py_ssize_t)sizeof(int);
    if (npaths < 1 || boffs.len != (npaths + 1) * (Py_ssize_t)sizeof(int) || offs[npaths] != total
        || bioffs.len != (npaths + 1) * (Py_ssize_t)sizeof(int)
        || ioffs[npaths] * (Py_ssize_t)sizeof(int) != biter.len) {
        PyErr_SetString(PyExc_ValueError, "path offsets do not match the orders / iteration starts");
        goto cleanup;
    }
    /* per trace position: its instruction's "plain" bits, cleared at iteration starts, the
       loop exit and the last position; P_TAKEN where the next position is no fall-through */
    dyn = (unsigned char *)malloc((size_t)(total ? total : 1));
    if (!dyn) { PyErr_NoMemory(); goto cleanup; }
    if (figures) {
        is_iter = (unsigned char *)calloc((size_t)(total ? total : 1), 1);
        if (!is_iter) { PyErr_NoMemory(); goto cleanup; }
    }
    for (Py_ssize_t k = 0; k < npaths; k++) {
        const unsigned char *plain = (const unsigned char *)bplain.buf;
        const int *order = orders + offs[k];
        unsigned char *d = dyn + offs[k];
        Py_ssize_t n = offs[k + 1] - offs[k];
        const int *iters = (const int *)biter.buf + ioffs[k];
        Py_ssize_t niter = ioffs[k + 1] - ioffs[k];
        for (Py_ssize_t p = 0; p < n; p++) {
            d[p] = plain[order[p]];
            if (p + 1 < n && order[p + 1] != order[p] + 1) d[p] |= P_TAKEN;
        }
        for (Py_ssize_t j = 0; j < niter; j++)
            if (iters[j] >= 0 && iters[j] < n) d[iters[j]] &= P_TAKEN;
        if (exits[k] >= 0 && exits[k] < n) d[exits[k]] &= P_TAKEN;
        if (n) d[n - 1] &= P_TAKEN;
        if (figures)
            for (Py_ssize_t j = 0; j < niter; j++)
                if (iters[j] >= 0 && iters[j] < n) is_iter[offs[k] + iters[j]] = 1;
    }
    unsigned char plain_bit = group == 1 ? P_PLAIN_LONE : P_PLAIN_GROUP;
    W = (wave_t *)calloc((size_t)waves, sizeof(wave_t));
    ports_free = (double *)calloc((size_t)(nports ? nports : 1), sizeof(double));
    int ok = W != NULL && ports_free != NULL && waves > 0 && group > 0 && ncounters >= 2;
    for (int i = 0; ok && i < waves; i++) {
        wave_t *w = &W[i];
        w->sb_ready = (double *)calloc((size_t)(nunits ? nunits : 1), sizeof(double));
        w->sb_prod = (int *)malloc((size_t)(nunits ? nunits : 1) * sizeof(int));
        w->out = (dlist *)calloc((size_t)ncounters, sizeof(dlist));
        w->last = (double *)calloc((size_t)(ngroups ? ngroups : 1), sizeof(double));
        w->pcont = (double *)calloc((size_t)(nports ? nports : 1), sizeof(double));
        w->phas = (char *)calloc((size_t)(nports ? nports : 1), 1);
        if (!w->sb_ready || !w->sb_prod || !w->out || !w->last || !w->pcont || !w->phas) { ok = 0; break; }
        for (int u = 0; u < nunits; u++) w->sb_prod[u] = -1;
        w->cache_pos = -1;
        w->in_heap = 1;  /* heap entry (0.0, 0.0, i) */
        Py_ssize_t k = i % npaths;
        w->order = orders + offs[k];
        w->n = offs[k + 1] - offs[k];
        w->dyn = dyn + offs[k];
        w->is_iter = figures ? is_iter + offs[k] : NULL;
        w->loop_exit = exits[k];
    }
    if (!ok) {
        PyErr_NoMemory();
        goto cleanup;
    }
    double mfma_busy = 0.0;
    int err = 0;
    for (;;) {
        /* the heap's top: the smallest (time, ready-since, wave) entry */
        int wid = -1, in_heap = 0;
        for (int i = 0; i < waves; i++) {
            if (!W[i].in_heap) continue;
            in_heap++;
            if (wid < 0 || entry_less(W[i].hkey, W[i].prio, W[i].hsince, i, W[wid].hkey, W[wid].prio, W[wid].hsince, wid))
                wid = i;
        }
        if (wid < 0) break;
        wave_t *w = &W[wid];
        double key = w->hkey;
        Py_ssize_t pos = w->pos;
        if (pos >= w->n) { w->in_heap = 0; continue; }
        int s = w->order[pos];
        const int *I = P.si + (Py_ssize_t)s * NFIELD;
        const double *D = P.sd + (Py_ssize_t)s * NDFIELD;
        int flags = I[I_FLAGS];
        double t_local;
        int cause;
        if (w->cache_pos != pos) {
            double t0 = w->free;
            t_local = t0;
            cause = -1;
            if (flags & F_WAIT) {
                double tv = wait_until(&w->out[K_VM], I[I_WVM], t0);
                double tl = wait_until(&w->out[K_LG], I[I_WLG], t0);
                if (tv > t_local) { t_local = tv; cause = C_VMCNT; }
                if (tl > t_local) { t_local = tl; cause = C_LGKMCNT; }
            }
            if (w->sb_max > t_local) {
                const int *dp = P.pool + I[I_DOFF];
                for (int j = 0; j < I[I_DN]; j++) {
                    int u = dp[2 * j], in_srcc = dp[2 * j + 1];
                    int p = w->sb_prod[u];
                    if (p < 0 || w->sb_ready[u] <= t_local) continue;
                    const int *PI = P.si + (Py_ssize_t)p * NFIELD;
                    if (PI[I_MOP] >= 0) {
                        if (I[I_MOP] == PI[I_MOP] && in_srcc && PI[I_VDST] != EMPTY_SET && PI[I_VDST] == I[I_SRCC])
                            continue;  /* accumulator chain: only the matrix pipe orders it */
                        t_local = w->sb_ready[u];
                        cause = C_MFMADEP;
                    } else {
                        t_local = w->sb_ready[u];
                        cause = C_DATADEP;
                    }
                }
            }
            w->cache_pos = pos;
            w->cache_t = t_local;
            w->cache_cause = cause;
        } else {
            t_local = w->cache_t;
            cause = w->cache_cause;
        }
        double t_issue = t_local;
        int port_cause = -1;
        const int *pp = P.ppool + I[I_POFF];
        const double *pocc = P.pocc + I[I_POFF];
        for (int j = 0; j < I[I_PN]; j++) {
            double pf = ports_free[pp[j]];
            if (pf > t_issue) { t_issue = pf; port_cause = pp[j]; }
        }
        if (t_issue > key && in_heap > 1) {
            int other_less = 0;
            for (int i = 0; i < waves && !other_less; i++)
                if (i != wid && W[i].in_heap && entry_less(W[i].hkey, W[i].prio, W[i].hsince, i, t_issue, w->prio, t_local, wid))
                    other_less = 1;
            if (other_less) {
                w->hkey = t_issue;
                w->hsince = t_local;
                continue;
            }
        }
        /* ---- commit */
        events_t *ev = (figures && wid == 0) ? &events : NULL;
        if (cause >= 0) note(w->stalls, ev, cause, t_local - w->free, s, pos);
        if (port_cause >= 0) {
            w->stalls[C_PIPE] += t_issue - t_local;
            if (ev) ev_add(ev, pos, s, C_PIPE, t_issue - t_local);
            w->pcont[port_cause] = w->pcont[port_cause] + t_issue - t_local;  /* (get + t_issue) - t_local */
            w->phas[port_cause] = 1;
        }
        for (int j = 0; j < I[I_PN]; j++) ports_free[pp[j]] = t_issue + pocc[j];
        if (I[I_MOP] >= 0) mfma_busy += D[D_MOCC];
        if (I[I_PRIO] >= 0) w->prio = I[I_PRIO];
        w->stalls[I[I_CAUSE]] += D[D_ISSUE];
        double fr = w->free = t_issue + D[D_ISSUE];
        if (I[I_CN]) {
            double done = t_issue + ((flags & F_GLOAD) ? glat : D[D_LAT]);
            if (flags & F_INORDER) {
                double l = w->last[I[I_GROUP]];
                if (l > done) done = l;
                w->last[I[I_GROUP]] = done;
            }
            const int *cp = P.pool + I[I_COFF];
            for (int j = 0; j < I[I_CN]; j++)
                if (dl_insert(&w->out[cp[2 * j]], done, cp[2 * j + 1]) < 0) { err = 1; break; }
            if (err) break;
            const int *mp = P.pool + I[I_MOFF];
            for (int j = 0; j < I[I_MN]; j++) w->sb_prod[mp[j]] = -1;
        }
        if (I[I_AN]) {
            double r = t_issue + D[D_LAT];
            if (r > w->sb_max) w->sb_max = r;
            const int *ap = P.pool + I[I_AOFF];
            for (int j = 0; j < I[I_AN]; j++) { w->sb_ready[ap[j]] = r; w->sb_prod[ap[j]] = s; }
        }
        if (w->dyn[pos] & plain_bit) {  /* (never an iteration start or the loop exit) */
            w->pos = pos + 1;
            w->hkey = fr;
            w->hsince = fr;
            continue;
        }
        w->in_heap = 0;
        if (figures) {
            if (w->is_iter[pos] && dl_append(&w->iters, t_issue) < 0) { err = 1; break; }
            if (pos == w->loop_exit) { w->exit_set = 1; w->exit_t = t_issue; }
        }
        int taken = w->dyn[pos] & P_TAKEN;
        pos = w->pos = pos + 1;
        int gi = wid / group;
        if ((flags & F_ENDPGM) || pos >= w->n) {
            finish(w, &P, fr, ev, s);
            int lo = gi * group, hi = lo + group < waves ? lo + group : waves, any = 0;
            for (int m = lo; m < hi; m++) any |= W[m].arrived;
            if (any) try_release(W, waves, group, gi, figures ? &events : NULL);
            continue;
        }
        if (D[D_BRANCH] != 0.0 && taken) {
            double extra = t_issue + D[D_BRANCH] - fr;
            if (extra > 0) {
                note(w->stalls, ev, C_BRANCH, extra, s, pos);
                fr = w->free = fr + extra;
            }
        }
        if (flags & F_BARRIER) {
            w->arrived = 1;
            w->arr_t = fr;
            try_release(W, waves, group, gi, figures ? &events : NULL);
            continue;
        }
        w->in_heap = 1;
        w->hkey = fr;
        w->hsince = fr;
    }
    if (err || events.failed) {
        PyErr_NoMemory();
        goto cleanup;
    }
    {
        PyObject *stuck = PyList_New(0);
        if (!stuck) goto cleanup;
        for (int i = 0; i < waves; i++)
            if (!W[i].done_set) {
                PyObject *x = PyLong_FromLong(i);
                if (!x || PyList_Append(stuck, x) < 0) { Py_XDECREF(x); Py_DECREF(stuck); goto cleanup; }
                Py_DECREF(x);
            }
        if (PyList_GET_SIZE(stuck)) {
            result = Py_BuildValue("(OOOON)", Py_None, Py_None, Py_None, Py_None, stuck);
            goto cleanup;
        }
        Py_DECREF(stuck);
    }
    {
        double finish_t = W[0].done;
        for (int i = 1; i < waves; i++) if (W[i].done > finish_t) finish_t = W[i].done;
        PyObject *stalls = PyDict_New(), *by_port = PyDict_New();
        int bad = stalls == NULL || by_port == NULL;
        for (int c = 0; !bad && c < NCAUSE; c++) {
            double acc = 0.0;
            for (int i = 0; i < waves; i++) acc += W[i].stalls[c];
            PyObject *v = PyFloat_FromDouble(acc / waves);
            bad = v == NULL || PyDict_SetItemString(stalls, CAUSE_NAMES[c], v) < 0;
            Py_XDECREF(v);
        }
        for (int p = 0; !bad && p < nports; p++) {
            double acc = 0.0;
            int has = 0;
            for (int i = 0; i < waves; i++)
                if (W[i].phas[p]) { acc = acc + W[i].pcont[p] / waves; has = 1; }
            if (!has) continue;
            PyObject *k = PyLong_FromLong(p), *v = PyFloat_FromDouble(acc);
            bad = k == NULL || v == NULL || PyDict_SetItem(by_port, k, v) < 0;
            Py_XDECREF(k);
            Py_XDECREF(v);
        }
        if (bad) {
            Py_XDECREF(stalls);
            Py_XDECREF(by_port);
            goto cleanup;
        }
        PyObject *extra = Py_None;
        Py_INCREF(Py_None);
        if (figures) {
            Py_DECREF(Py_None);
            extra = figures_result(W, waves, &events);
            if (!extra) {
                Py_DECREF(stalls);
                Py_DECREF(by_port);
                goto cleanup;
            }
        }
        result = Py_BuildValue("(dNNdN)", finish_t, stalls, by_port, mfma_busy, extra);
    }
cleanup:
    if (W) {
        for (int i = 0; i < waves; i++) {
            wave_t *w = &W[i];
            free(w->sb_ready);
            free(w->sb_prod);
            if (w->out) for (int c = 0; c < ncounters; c++) free(w->out[c].v);
            free(w->out);
            free(w->last);
            free(w->pcont);
            free(w->phas);
            free(w->iters.v);
        }
        free(W);
    }
    free(ports_free);
    PyBuffer_Release(&bsi);
    PyBuffer_Release(&bsd);
    PyBuffer_Release(&bpool);
    PyBuffer_Release(&bppool);
    PyBuffer_Release(&bpocc);
    PyBuffer_Release(&border);
    PyBuffer_Release(&boffs);
    PyBuffer_Release(&bplain);
    PyBuffer_Release(&biter);
    PyBuffer_Release(&bioffs);
    PyBuffer_Release(&bexits);
    free(dyn);
    free(si);
    free(is_iter);
    free(events.v);
    return result;
}

/* ------------------------------------------------------------------ trace packing */

/* packed_parts(insts, cache[, texts, limit]) -> (parts, missing): parts[i] = the packed
 * form cached for insts[i] (cycles_native._Tables.packed: cache[inst] = (operands, modifiers,
 * mnemonic, packed), valid while those are the instruction's own objects), None where
 * absent or stale; missing = the indices of those. With ``texts`` (the packed forms by
 * (mnemonic, operands, modifiers)), an instruction absent from ``cache`` whose text is in
 * ``texts`` takes that form and is entered in ``cache`` as _Tables.packed would enter it,
 * while ``cache`` holds fewer than ``limit`` entries (past it, _Tables.packed drops both).
 * Keyed by the instruction itself (hashed by identity: Instruction defines no __eq__),
 * not its id(): no int made per instruction. */
static PyObject *packed_parts(PyObject *self, PyObject *args) {
    PyObject *insts, *cache, *texts = NULL;
    Py_ssize_t limit = 0;
    if (!PyArg_ParseTuple(args, "O!O!|O!n", &PyList_Type, &insts, &PyDict_Type, &cache, &PyDict_Type, &texts,
                          &limit))
        return NULL;
    static PyObject *s_operands, *s_modifiers, *s_mnemonic;
    if (!s_operands) {
        s_operands = PyUnicode_InternFromString("operands");
        s_modifiers = PyUnicode_InternFromString("modifiers");
        s_mnemonic = PyUnicode_InternFromString("mnemonic");
        if (!s_operands || !s_modifiers || !s_mnemonic) return NULL;
    }
    PyObject *names[3] = {s_operands, s_modifiers, s_mnemonic};
    Py_ssize_t n = PyList_GET_SIZE(insts);
    PyObject *parts = PyList_New(n), *missing = PyList_New(0);
    if (!parts || !missing) goto fail;
    for (Py_ssize_t i = 0; i < n; i++) {
        PyObject *inst = PyList_GET_ITEM(insts, i), *v = NULL;
        PyObject *e = PyDict_GetItemWithError(cache, inst);   /* borrowed */
        if (!e && PyErr_Occurred()) goto fail;
        PyObject *a[3] = {NULL, NULL, NULL};   /* operands, modifiers, mnemonic (new refs) */
        if (e && PyTuple_Check(e) && PyTuple_GET_SIZE(e) == 4) {
            int same = 1;
            for (int k = 0; k < 3 && same; k++) {
                a[k] = PyObject_GetAttr(inst, names[k]);
                if (!a[k]) goto fail_attrs;
                same = a[k] == PyTuple_GET_ITEM(e, k);
            }
            if (same) v = PyTuple_GET_ITEM(e, 3);
        }
        if (!v && texts && PyDict_GET_SIZE(cache) < limit) {
            for (int k = 0; k < 3; k++)
                if (!a[k] && !(a[k] = PyObject_GetAttr(inst, names[k]))) goto fail_attrs;
            PyObject *text = PyTuple_Pack(3, a[2], a[0], a[1]);
            if (!text) goto fail_attrs;
            PyObject *p = PyDict_GetItemWithError(texts, text);   /* borrowed */
            Py_DECREF(text);
            if (!p && PyErr_Occurred()) goto fail_attrs;
            if (p) {
                PyObject *entry = PyTuple_Pack(4, a[0], a[1], a[2], p);
                if (!entry || PyDict_SetItem(cache, inst, entry) < 0) {
                    Py_XDECREF(entry);
                    goto fail_attrs;
                }
                Py_DECREF(entry);
                v = p;
            }
        }
        for (int k = 0; k < 3; k++) Py_XDECREF(a[k]);
        if (!v) {
            PyObject *ix = PyLong_FromSsize_t(i);
            if (!ix || PyList_Append(missing, ix) < 0) { Py_XDECREF(ix); goto fail; }
            Py_DECREF(ix);
            v = Py_None;
        }
        Py_INCREF(v);
        PyList_SET_ITEM(parts, i, v);
        continue;
    fail_attrs:   /* this instruction's references: the attributes read */
        for (int k = 0; k < 3; k++) Py_XDECREF(a[k]);
        goto fail;
    }
    return Py_BuildValue("(NN)", parts, missing);
fail:
    Py_XDECREF(parts);
    Py_XDECREF(missing);
    return NULL;
}

/* id of key in ids (dict key -> int id), given the next id, len(ids), if it has none
 * (Python: ids.setdefault(key, len(ids))); -1 with an exception set on error */
static long setdefault_id(PyObject *ids, PyObject *key) {
    PyObject *next = PyLong_FromSsize_t(PyDict_GET_SIZE(ids));
    if (!next) return -1;
    PyObject *v = PyDict_SetDefault(ids, key, next);   /* borrowed */
    Py_DECREF(next);
    return v ? PyLong_AsLong(v) : -1;
}

/* pack_units(si, pool, alu_defs, mem_defs, deps, vdst, srcc, units, sets) -> (si, pool) bytes:
 * cycles_native._Tables._pack_units in C (read that; the ids are assigned in its order):
 * the class part's si (NFIELD ints) with the register-set ids and def / dependence counts,
 * and its pool (the counter part, ints) followed by the ALU defs', the memory defs' and
 * the dependences' unit ids (each dependence with whether it is in srcc). */
static PyObject *pack_units(PyObject *self, PyObject *args) {
    Py_buffer bsi, bpool;
    PyObject *alu, *mem, *deps, *vdst, *srcc, *units, *sets;
    if (!PyArg_ParseTuple(args, "y*y*O!O!O!OOO!O!", &bsi, &bpool, &PyTuple_Type, &alu, &PyTuple_Type, &mem,
                          &PyTuple_Type, &deps, &vdst, &srcc, &PyDict_Type, &units, &PyDict_Type, &sets))
        return NULL;
    PyObject *result = NULL, *out_si = NULL, *out_pool = NULL;
    Py_ssize_t na = PyTuple_GET_SIZE(alu), nm = PyTuple_GET_SIZE(mem), nd = PyTuple_GET_SIZE(deps);
    Py_ssize_t npre = bpool.len / (Py_ssize_t)sizeof(int);
    if (bsi.len != NFIELD * (Py_ssize_t)sizeof(int)) {
        PyErr_SetString(PyExc_ValueError, "pack_units: si is not one instruction's fields");
        goto done;
    }
    out_si = PyBytes_FromStringAndSize(bsi.buf, bsi.len);
    out_pool = PyBytes_FromStringAndSize(NULL, (npre + na + nm + 2 * nd) * (Py_ssize_t)sizeof(int));
    if (!out_si || !out_pool) goto done;
    int *pool = (int *)PyBytes_AS_STRING(out_pool), *si = (int *)PyBytes_AS_STRING(out_si);
    memcpy(pool, bpool.buf, bpool.len);
    Py_ssize_t k = npre;
    PyObject *lists[2] = {alu, mem};
    for (int l = 0; l < 2; l++)
        for (Py_ssize_t j = 0; j < PyTuple_GET_SIZE(lists[l]); j++) {
            long id = setdefault_id(units, PyTuple_GET_ITEM(lists[l], j));
            if (id == -1 && PyErr_Occurred()) goto done;
            pool[k++] = (int)id;
        }
    for (Py_ssize_t j = 0; j < nd; j++) {
        PyObject *u = PyTuple_GET_ITEM(deps, j);
        long id = setdefault_id(units, u);
        if (id == -1 && PyErr_Occurred()) goto done;
        int in = PySequence_Contains(srcc, u);
        if (in < 0) goto done;
        pool[k++] = (int)id;
        pool[k++] = in;
    }
    long v = setdefault_id(sets, vdst);
    if (v == -1 && PyErr_Occurred()) goto done;
    long c = setdefault_id(sets, srcc);
    if (c == -1 && PyErr_Occurred()) goto done;
    si[I_VDST] = (int)v;
    si[I_SRCC] = (int)c;
    si[I_AN] = (int)na;
    si[I_MN] = (int)nm;
    si[I_DN] = (int)nd;
    result = PyTuple_Pack(2, out_si, out_pool);
done:
    Py_XDECREF(out_si);
    Py_XDECREF(out_pool);
    PyBuffer_Release(&bsi);
    PyBuffer_Release(&bpool);
    return result;
}

/* join_parts(parts) -> (si, sd, pool, ppool, pocc, plain): the byte strings of the packed
 * forms' first five fields joined field by field, and their sixth (0..255) as bytes. */
static PyObject *join_parts(PyObject *self, PyObject *args) {
    PyObject *parts;
    if (!PyArg_ParseTuple(args, "O!", &PyList_Type, &parts)) return NULL;
    Py_ssize_t n = PyList_GET_SIZE(parts), len[5] = {0, 0, 0, 0, 0};
    for (Py_ssize_t i = 0; i < n; i++) {
        PyObject *p = PyList_GET_ITEM(parts, i);
        if (!PyTuple_Check(p) || PyTuple_GET_SIZE(p) != 6) {
            PyErr_SetString(PyExc_TypeError, "join_parts: packed forms are 6-tuples");
            return NULL;
        }
        for (int k = 0; k < 5; k++) {
            PyObject *b = PyTuple_GET_ITEM(p, k);
            if (!PyBytes_Check(b)) { PyErr_SetString(PyExc_TypeError, "join_parts: fields are bytes"); return NULL; }
            len[k] += PyBytes_GET_SIZE(b);
        }
    }
    PyObject *out[6] = {NULL, NULL, NULL, NULL, NULL, NULL};
    for (int k = 0; k < 5; k++) {
        out[k] = PyBytes_FromStringAndSize(NULL, len[k]);
        if (!out[k]) goto fail;
        char *dst = PyBytes_AS_STRING(out[k]);
        for (Py_ssize_t i = 0; i < n; i++) {
            PyObject *b = PyTuple_GET_ITEM(PyList_GET_ITEM(parts, i), k);
            Py_ssize_t m = PyBytes_GET_SIZE(b);
            memcpy(dst, PyBytes_AS_STRING(b), m);
            dst += m;
        }
    }
    out[5] = PyBytes_FromStringAndSize(NULL, n);
    if (!out[5]) goto fail;
    for (Py_ssize_t i = 0; i < n; i++) {
        long v = PyLong_AsLong(PyTuple_GET_ITEM(PyList_GET_ITEM(parts, i), 5));
        if (v == -1 && PyErr_Occurred()) goto fail;
        if (v < 0 || v > 255) { PyErr_SetString(PyExc_ValueError, "join_parts: plain bits out of range"); goto fail; }
        PyBytes_AS_STRING(out[5])[i] = (char)v;
    }
    return Py_BuildValue("(NNNNNN)", out[0], out[1], out[2], out[3], out[4], out[5]);
fail:
    for (int k = 0; k < 6; k++) Py_XDECREF(out[k]);
    return NULL;
}

static PyMethodDef methods[] = {
    {"simulate", simulate, METH_VARARGS,
     "simulate(si, sd, pool, ppool, pocc, orders, order_offsets, plain, iter_starts, iter_offsets, loop_exits, nunits, nports, ncounters, ngroups, waves, group, glat, figures)\n"
     "   wave w follows path w % len(loop_exits)\n"
     "-> (finish, stalls by cause, contention by port index, mfma busy, figures or None)\n"
     "   or (None, None, None, None, stuck waves)"},
    {"packed_parts", packed_parts, METH_VARARGS,
     "packed_parts(insts, cache[, texts, limit]) -> (packed forms, None where absent or stale; their indices)"},
    {"join_parts", join_parts, METH_VARARGS, "join_parts(parts) -> (si, sd, pool, ppool, pocc, plain) bytes"},
    {"pack_units", pack_units, METH_VARARGS,
     "pack_units(si, pool, alu_defs, mem_defs, deps, vdst, srcc, units, sets) -> (si, pool) bytes"},
    {NULL, NULL, 0, NULL}};

static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "_cycles_native",
                                    "Compiled simulation loop of the cycle model (see cycles_native.py).", -1,
                                    methods};

PyMODINIT_FUNC PyInit__cycles_native(void) {
    PyObject *m = PyModule_Create(&module);
    if (!m) return NULL;
    PyObject *causes = PyTuple_New(NCAUSE);
    if (!causes) { Py_DECREF(m); return NULL; }
    for (int c = 0; c < NCAUSE; c++) PyTuple_SET_ITEM(causes, c, PyUnicode_FromString(CAUSE_NAMES[c]));
    if (PyModule_AddObject(m, "CAUSES", causes) < 0) { Py_DECREF(causes); Py_DECREF(m); return NULL; }
#ifndef NATIVE_SOURCE_SHA
#define NATIVE_SOURCE_SHA "unknown"
#endif
    PyModule_AddStringConstant(m, "SOURCE_SHA", NATIVE_SOURCE_SHA);
    return m;
}
