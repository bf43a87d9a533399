/* The post-emit pass's compiled loops (see native.py).
 *
 * walk: the s_waitcnt pass's block walk (see waitcnt_native.py).
 * estimate_block: the scheduler's issue estimate of one block (see issue_estimate.py).
 * gather: their per-instruction record lookups.
 * place_waits, rel_dicts: the s_waitcnt pass's emission and out-state of a block the walk solved.
 * hazard_walk: the hazard pass's block walk (see hazards.py).
 * list_schedule: the scheduler's timed list schedule of a region (see list_schedule.py).
 * dep_graph: the main loop of the scheduler's dependence graph (see schedule.py).
 * pipe_plan, priority_order: the "pipe" heuristics' plan and the untimed list schedule.
 * occ_new, occ_add, occ_union, occ_place: the renamer's occupations and register choice.
 *
 * Mirrors WaitcntInserter._walk (passes/waitcnt.py) rule by rule for blocks without
 * control-flow facts (calls, returns, cache-control fences) and without s_waitcnt of
 * their own: per (counter, order group) score brackets ub / lb, the score of each
 * register unit's last pending write per group, the waits each instruction needs, and
 * the merging of waits into earlier ones within the merge window (_Merger). The Python
 * walk stays the reference: tests/test_waitcnt_native.py checks that both emit the same
 * waits and leave the same state on random and real blocks.
 *
 * Per instruction (one bytes object of int32, built by waitcnt_native.pack):
 *   [0] flags (F_BARRIER, F_FALLBACK)  [1] issue slots  [2] counter-id mask of its events
 *   [3] group-id mask of its in-order groups  [4] n_need [5] n_defs [6] n_pend [7] n_events
 *   then need units, their "WAW-free" flags (n_need each), def units, pending units,
 *   and (group id, increment, order id) per event (order id 0: in_order).
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>

#define F_BARRIER 1
#define F_FALLBACK 2
#define NCOUNTERS 3   /* vmcnt, expcnt, lgkmcnt: the counters an s_waitcnt names */
#define MAXGROUPS 16
#define NONE (-1)

typedef struct {
    const int32_t *p;
    int flags, slots, counters, inorder_mask, nneed, ndefs, npend, nev;
    const int32_t *need, *waw, *defs, *pend, *ev;
} Facts;

static int read_facts(PyObject *b, Facts *f, int nunits) {
    if (!PyBytes_Check(b)) { PyErr_SetString(PyExc_TypeError, "packed facts must be bytes"); return -1; }
    Py_ssize_t n = PyBytes_GET_SIZE(b) / 4;
    const int32_t *p = (const int32_t *)PyBytes_AS_STRING(b);
    if (n < 8) { PyErr_SetString(PyExc_ValueError, "packed facts too short"); return -1; }
    f->p = p;
    f->flags = p[0]; f->slots = p[1]; f->counters = p[2]; f->inorder_mask = p[3];
    f->nneed = p[4]; f->ndefs = p[5]; f->npend = p[6]; f->nev = p[7];
    if (8 + 2 * (Py_ssize_t)f->nneed + f->ndefs + f->npend + 3 * (Py_ssize_t)f->nev != n) {
        PyErr_SetString(PyExc_ValueError, "packed facts: wrong length");
        return -1;
    }
    f->need = p + 8;
    f->waw = f->need + f->nneed;
    f->defs = f->waw + f->nneed;
    f->pend = f->defs + f->ndefs;
    f->ev = f->pend + f->npend;
    /* every unit below nunits (the need, def and pending lists are contiguous) */
    for (const int32_t *u = f->need; u < f->need + f->nneed; u++)
        if (*u < 0 || *u >= nunits) goto bad;
    for (const int32_t *u = f->defs; u < f->pend + f->npend; u++)
        if (*u < 0 || *u >= nunits) goto bad;
    return 0;
bad:
    PyErr_SetString(PyExc_ValueError, "packed facts: unit out of range");
    return -1;
}

/* int32 list -> Python bytes (the caller reads them with array('i')) */
static PyObject *ints_bytes(const int32_t *v, Py_ssize_t n) {
    return PyBytes_FromStringAndSize((const char *)v, n * (Py_ssize_t)sizeof(int32_t));
}

typedef struct { int32_t *v; Py_ssize_t n, cap; } Vec;
static int vpush(Vec *a, int32_t x) {
    if (a->n == a->cap) {
        Py_ssize_t cap = a->cap ? 2 * a->cap : 64;
        int32_t *v = realloc(a->v, cap * sizeof(int32_t));
        if (!v) { PyErr_NoMemory(); return -1; }
        a->v = v; a->cap = cap;
    }
    a->v[a->n++] = x;
    return 0;
}

static int32_t min_opt(int32_t a, int32_t b) {
    if (a == NONE) return b;
    if (b == NONE) return a;
    return a < b ? a : b;
}

/* walk(packed, nunits, ngroups, group_counter, cmax, groups, regs, lds_fence,
 *      hold_barriers, merge_window, vmstore_unit, ldsdma_unit, fold_events)
 *   packed: list of bytes (one per instruction); group_counter / cmax: bytes of int32 per
 *   group id (its counter id, its counter's max); groups / regs: the in-state in the
 *   relative form the walk returns (below; order id 0 is in_order), taken as
 *   _State.from_rel does (lb 0, ub the pending range, a unit's score pending - younger).
 * -> None when a block needs the Python walk (an instruction with F_FALLBACK), else
 *   (waits0, merged, groups, regs): waits0 = (position, vmcnt, expcnt, lgkmcnt) per wait
 *   before merging; merged = (position, vmcnt, expcnt, lgkmcnt, folds) per emitted wait;
 *   groups = (group, pending, order id) and regs = (unit, group, younger increments) of
 *   the out-state in _State.to_rel's relative form; -1 is "no count". */
static PyObject *walk(PyObject *self, PyObject *args) {
    PyObject *packed;
    Py_buffer bgc, bcmax, bgroups, bregs;
    int nunits, ngroups, lds_fence, hold_barriers, window, vmstore_unit, ldsdma_unit, fold_events;
    if (!PyArg_ParseTuple(args, "O!iiy*y*y*y*ppiiip", &PyList_Type, &packed, &nunits, &ngroups, &bgc, &bcmax,
                          &bgroups, &bregs, &lds_fence, &hold_barriers, &window, &vmstore_unit, &ldsdma_unit,
                          &fold_events))
        return NULL;
    PyObject *result = NULL;
    int64_t *score = NULL;
    int32_t *npresent = NULL;
    Facts *facts = NULL;
    Vec w0 = {0}, wm = {0}, gout = {0}, rout = {0};
    Py_ssize_t n = PyList_GET_SIZE(packed);
    const int32_t *gc = bgc.buf, *cm = bcmax.buf, *ingroups = bgroups.buf, *inregs = bregs.buf;
    Py_ssize_t ngin = bgroups.len / (3 * (Py_ssize_t)sizeof(int32_t)), nregs = bregs.len / (3 * (Py_ssize_t)sizeof(int32_t));
    if (ngroups > MAXGROUPS || ngroups < 0 || nunits < 0 || bgc.len < ngroups * 4 || bcmax.len < ngroups * 4) {
        PyErr_SetString(PyExc_ValueError, "walk: bad group tables");
        goto done;
    }
    facts = malloc((n ? n : 1) * sizeof(Facts));
    if (!facts) { PyErr_NoMemory(); goto done; }
    for (Py_ssize_t i = 0; i < n; i++) {
        if (read_facts(PyList_GET_ITEM(packed, i), &facts[i], nunits) < 0) goto done;
        if (facts[i].flags & F_FALLBACK) { result = Py_None; Py_INCREF(result); goto done; }
    }
    int G = ngroups;
    score = calloc((size_t)nunits * (G ? G : 1), sizeof(int64_t));   /* 0: no pending write */
    npresent = calloc(nunits ? nunits : 1, sizeof(int32_t));
    if (!score || !npresent) { PyErr_NoMemory(); goto done; }
    int64_t ub[MAXGROUPS], lb[MAXGROUPS];
    int order[MAXGROUPS], seen[MAXGROUPS];   /* order id: 0 is in_order */
    for (int g = 0; g < G; g++) {
        ub[g] = 0; lb[g] = 0; order[g] = 0; seen[g] = 0;
    }
    for (Py_ssize_t j = 0; j < ngin; j++) {
        int32_t g = ingroups[3 * j];
        if (g < 0 || g >= G || ingroups[3 * j + 1] <= 0) { PyErr_SetString(PyExc_ValueError, "walk: bad in-state"); goto done; }
        ub[g] = ingroups[3 * j + 1]; order[g] = ingroups[3 * j + 2]; seen[g] = 1;
    }
    for (Py_ssize_t r = 0; r < nregs; r++) {
        int32_t u = inregs[3 * r], g = inregs[3 * r + 1];
        if (u < 0 || u >= nunits || g < 0 || g >= G || !seen[g] || ub[g] - inregs[3 * r + 2] <= 0) {
            PyErr_SetString(PyExc_ValueError, "walk: bad in-state");
            goto done;
        }
        if (score[(size_t)u * G + g] == 0) npresent[u]++;
        score[(size_t)u * G + g] = ub[g] - inregs[3 * r + 2];
    }
    /* the merger (_Merger): the last emitted wait (index in wm), its slot count, each
     * counter's increments issued since */
    Py_ssize_t last = -1;
    int64_t at = 0, slots = 0;
    int64_t bumped[NCOUNTERS] = {0, 0, 0};
    for (Py_ssize_t i = 0; i < n; i++) {
        Facts *f = &facts[i];
        int32_t need[NCOUNTERS] = {NONE, NONE, NONE};
        int any = 0;
        /* the units to wait for: need & live (a unit is live while it has a pending
         * write); a barrier of an LDS-only fence skips the store pseudo unit and adds the
         * LDS-DMA one if live */
        int live_any = 0;
        for (int j = 0; j < f->nneed; j++) {
            int32_t u = f->need[j];
            if (npresent[u]) { live_any = 1; break; }
        }
        int fence_mode = lds_fence && live_any && (f->flags & F_BARRIER);
        int visit_dma = fence_mode && ldsdma_unit >= 0 && ldsdma_unit < nunits && npresent[ldsdma_unit];
        int dma_in_need = 0;
        for (int j = 0; j < f->nneed + 1; j++) {
            int32_t u;
            int wawfree;
            if (j < f->nneed) {
                u = f->need[j];
                wawfree = f->waw[j];
                if (!npresent[u]) continue;
                if (fence_mode && u == vmstore_unit) continue;
                if (u == ldsdma_unit) dma_in_need = 1;
            } else {
                if (!visit_dma || dma_in_need) break;
                u = ldsdma_unit;
                wawfree = 0;   /* not in need: not in the instruction's defs-only units */
            }
            int64_t *s = &score[(size_t)u * G];
            if (wawfree) {
                int all_inorder = 1;
                for (int g = 0; g < G; g++)
                    if (s[g] && !((f->inorder_mask >> g) & 1)) { all_inorder = 0; break; }
                if (all_inorder) continue;   /* overwritten by a later return of the same in-order group */
            }
            for (int g = 0; g < G; g++) {
                if (!s[g]) continue;
                if (s[g] <= lb[g]) {   /* retired: drop */
                    s[g] = 0;
                    npresent[u]--;
                    continue;
                }
                int64_t nn = order[g] == 0 ? ub[g] - s[g] : 0;
                int c = gc[g];
                if (nn >= cm[g]) nn = cm[g] - 1;
                if (need[c] == NONE || nn < need[c]) need[c] = (int32_t)nn;
                any = 1;
            }
        }
        if (any) {
            for (int g = 0; g < G; g++) {
                int32_t nn = need[gc[g]];
                if (nn == NONE || !seen[g]) continue;
                if (nn == 0) lb[g] = ub[g];
                else if (order[g] == 0 && ub[g] - nn > lb[g]) lb[g] = ub[g] - nn;
            }
            if (vpush(&w0, (int32_t)i) < 0 || vpush(&w0, need[0]) < 0 || vpush(&w0, need[1]) < 0 ||
                vpush(&w0, need[2]) < 0)
                goto done;
            /* folded into the last wait: each named count less its counter's increments
             * since (none negative) */
            int32_t adj[NCOUNTERS];
            int foldable = window > 0 && last >= 0 && slots - at <= window;
            for (int c = 0; c < NCOUNTERS; c++) {
                adj[c] = need[c];
                if (need[c] != NONE) {
                    int64_t a = (int64_t)need[c] - bumped[c];
                    if (a < 0 || (bumped[c] && !fold_events)) foldable = 0;
                    else adj[c] = (int32_t)a;
                }
            }
            if (foldable) {
                int32_t *m = &wm.v[5 * last];
                m[1] = min_opt(m[1], adj[0]);
                m[2] = min_opt(m[2], adj[1]);
                m[3] = min_opt(m[3], adj[2]);
                m[4]++;
            } else {
                if (vpush(&wm, (int32_t)i) < 0 || vpush(&wm, need[0]) < 0 || vpush(&wm, need[1]) < 0 ||
                    vpush(&wm, need[2]) < 0 || vpush(&wm, 0) < 0)
                    goto done;
                last = wm.n / 5 - 1;
                at = slots;
                bumped[0] = bumped[1] = bumped[2] = 0;
            }
        }
        /* a def overwrites: pending writes to it were waited for */
        for (int j = 0; j < f->ndefs; j++) {
            int32_t u = f->defs[j];
            if (!npresent[u]) continue;
            memset(&score[(size_t)u * G], 0, G * sizeof(int64_t));
            npresent[u] = 0;
        }
        for (int e = 0; e < f->nev; e++) {
            int g = f->ev[3 * e], inc = f->ev[3 * e + 1];
            if (g < 0 || g >= G) { PyErr_SetString(PyExc_ValueError, "walk: bad group id"); goto done; }
            seen[g] = 1;
            order[g] = f->ev[3 * e + 2];
            ub[g] += inc;
            for (int j = 0; j < f->npend; j++) {
                int32_t u = f->pend[j];
                if (!score[(size_t)u * G + g]) npresent[u]++;
                score[(size_t)u * G + g] = ub[g];
            }
        }
        if (window > 0) {
            slots += f->slots;
            for (int e = 0; e < f->nev; e++) {
                int c = gc[f->ev[3 * e]];
                if (c >= 0 && c < NCOUNTERS) bumped[c] += f->ev[3 * e + 1];
            }
            if ((f->flags & F_BARRIER) && hold_barriers) last = -1;
        }
    }
    /* the out-state, relative (_State.to_rel) */
    for (int g = 0; g < G; g++) {
        if (!seen[g] || ub[g] <= lb[g]) continue;
        int64_t p = ub[g] - lb[g];
        if (p > cm[g]) p = cm[g];
        if (vpush(&gout, g) < 0 || vpush(&gout, (int32_t)p) < 0 || vpush(&gout, order[g]) < 0) goto done;
    }
    for (int32_t u = 0; u < nunits; u++) {
        if (!npresent[u]) continue;
        for (int g = 0; g < G; g++) {
            int64_t s = score[(size_t)u * G + g];
            if (!s || s <= lb[g]) continue;
            int64_t r = ub[g] - s;
            if (r > cm[g] - 1) r = cm[g] - 1;
            if (vpush(&rout, u) < 0 || vpush(&rout, g) < 0 || vpush(&rout, (int32_t)r) < 0) goto done;
        }
    }
    result = Py_BuildValue("(NNNN)", ints_bytes(w0.v, w0.n), ints_bytes(wm.v, wm.n), ints_bytes(gout.v, gout.n),
                           ints_bytes(rout.v, rout.n));
done:
    free(facts);
    free(score);
    free(npresent);
    free(w0.v);
    free(wm.v);
    free(gout.v);
    free(rout.v);
    PyBuffer_Release(&bgc);
    PyBuffer_Release(&bcmax);
    PyBuffer_Release(&bgroups);
    PyBuffer_Release(&bregs);
    return result;
}

/* ------------------------------------------------------------------ issue estimate */

#define R_NODE 0
#define R_NOP 1
#define R_WAIT 2
#define N_FENCE 1
#define N_LDS 2
#define N_WRITES 4

typedef struct { double *v; Py_ssize_t n, cap, head; } DVec;   /* pending completion times of a counter */
static int dpush(DVec *a, double x) {
    if (a->n == a->cap) {
        Py_ssize_t cap = a->cap ? 2 * a->cap : 64;
        double *v = realloc(a->v, cap * sizeof(double));
        if (!v) { PyErr_NoMemory(); return -1; }
        a->v = v; a->cap = cap;
    }
    a->v[a->n++] = x;
    return 0;
}

typedef struct {
    double t, mf, lds_port, lds_done, store_done, busy_issue, busy_mfma, busy_lds;
    double *avail;
    DVec pending[NCOUNTERS];
} Issue;

/* issue_estimate._issue over one block's records (see issue_estimate_native in
 * issue_estimate.py for the layout, doubles): node records [R_NODE, issue, latency,
 * matrix-pipe clk, LDS-port clk, flags, n_uses, n_defs, n_counters, uses, defs, counter
 * ids (-1: a counter no s_waitcnt names)], [R_NOP, wait states], [R_WAIT, has counts,
 * vmcnt, expcnt, lgkmcnt (-1: not named)]. */
static int issue(Issue *st, const double *const *recs, Py_ssize_t n, double cpp, int nunits) {
    double t = st->t, mf = st->mf, lds_port = st->lds_port, lds_done = st->lds_done, store_done = st->store_done;
    double busy_issue = st->busy_issue, busy_mfma = st->busy_mfma, busy_lds = st->busy_lds;
    double *avail = st->avail;
    for (Py_ssize_t i = 0; i < n; i++) {
        const double *r = recs[i];
        int kind = (int)r[0];
        if (kind == R_NOP) {
            double ws = r[1] * cpp;
            t += ws;
            busy_issue += ws;
            continue;
        }
        if (kind == R_WAIT) {
            t += cpp;
            busy_issue += cpp;
            if (r[1] != 0.0) {
                for (int c = 0; c < NCOUNTERS; c++) {
                    double cnt = r[2 + c];
                    if (cnt < 0) continue;
                    DVec *lst = &st->pending[c];
                    Py_ssize_t len = lst->n - lst->head, nn = (Py_ssize_t)cnt;
                    if (len > nn) {
                        Py_ssize_t cut = len - nn;
                        double m = lst->v[lst->head];
                        for (Py_ssize_t j = 1; j < cut; j++)
                            if (lst->v[lst->head + j] > m) m = lst->v[lst->head + j];
                        if (m > t) t = m;
                        lst->head += cut;
                    }
                }
            }
            continue;
        }
        double iss = r[1], lat = r[2], mfma_busy = r[3], lds_busy = r[4];
        int flags = (int)r[5], nu = (int)r[6], nd = (int)r[7], nc = (int)r[8];
        const double *uses = r + 9, *defs = uses + nu, *ctrs = defs + nd;
        double start = t;
        for (int j = 0; j < nu; j++) {
            double a = avail[(int)uses[j]];
            if (a > start) start = a;
        }
        if (flags & N_FENCE) {
            if (lds_done > start) start = lds_done;
            if (store_done > start) start = store_done;
        }
        if (mfma_busy != 0.0) {
            if (mf > start) start = mf;
            mf = start + mfma_busy;
            busy_mfma += mfma_busy;
        } else if (lds_busy != 0.0) {
            if (lds_port > start) start = lds_port;
            lds_port = start + lds_busy;
            busy_lds += lds_busy;
        }
        t = start + iss;
        busy_issue += iss;
        double done = start + lat;
        for (int j = 0; j < nd; j++) avail[(int)defs[j]] = done;
        for (int j = 0; j < nc; j++) {
            int c = (int)ctrs[j];
            if (c >= 0 && dpush(&st->pending[c], done) < 0) return -1;
        }
        if (flags & N_LDS) {
            if (done > lds_done) lds_done = done;
        } else if (flags & N_WRITES) {
            if (done > store_done) store_done = done;
        }
    }
    (void)nunits;
    st->t = t; st->mf = mf; st->lds_port = lds_port; st->lds_done = lds_done; st->store_done = store_done;
    st->busy_issue = busy_issue; st->busy_mfma = busy_mfma; st->busy_lds = busy_lds;
    return 0;
}

/* estimate_block(records, nunits, self_loop, cpp) -> (t, start, busy issue, busy mfma, busy lds):
 * one block of issue_estimate.estimate_cycles from a fresh state; a block that branches to
 * itself is issued twice and costed from the second pass (its steady state). */
static PyObject *estimate_block(PyObject *self, PyObject *args) {
    PyObject *records;
    int nunits, self_loop;
    double cpp;
    if (!PyArg_ParseTuple(args, "O!ipd", &PyList_Type, &records, &nunits, &self_loop, &cpp)) return NULL;
    Py_ssize_t n = PyList_GET_SIZE(records);
    PyObject *result = NULL;
    Issue st;
    memset(&st, 0, sizeof st);
    const double **recs = malloc((n ? n : 1) * sizeof(double *));
    st.avail = calloc(nunits > 0 ? nunits : 1, sizeof(double));
    if (!recs || !st.avail) { PyErr_NoMemory(); goto done; }
    for (Py_ssize_t i = 0; i < n; i++) {
        PyObject *b = PyList_GET_ITEM(records, i);
        if (!PyBytes_Check(b)) { PyErr_SetString(PyExc_TypeError, "estimate_block: records must be bytes"); goto done; }
        Py_ssize_t len = PyBytes_GET_SIZE(b) / (Py_ssize_t)sizeof(double);
        const double *r = (const double *)PyBytes_AS_STRING(b);
        /* validate once: lengths and unit / counter indices */
        if (len < 2) goto bad;
        if ((int)r[0] == R_WAIT && len != 5) goto bad;
        if ((int)r[0] == R_NODE) {
            if (len < 9) goto bad;
            int nu = (int)r[6], nd = (int)r[7], nc = (int)r[8];
            if (nu < 0 || nd < 0 || nc < 0 || len != 9 + nu + nd + nc) goto bad;
            for (int j = 0; j < nu + nd; j++)
                if (r[9 + j] < 0 || r[9 + j] >= nunits) goto bad;
            for (int j = 0; j < nc; j++)
                if (r[9 + nu + nd + j] >= NCOUNTERS) goto bad;
        }
        recs[i] = r;
    }
    double start = 0.0;
    if (self_loop) {
        if (issue(&st, recs, n, cpp, nunits) < 0) goto done;
        start = st.t;
        st.busy_issue = st.busy_mfma = st.busy_lds = 0.0;
    }
    if (issue(&st, recs, n, cpp, nunits) < 0) goto done;
    result = Py_BuildValue("(ddddd)", st.t, start, st.busy_issue, st.busy_mfma, st.busy_lds);
    goto done;
bad:
    PyErr_SetString(PyExc_ValueError, "estimate_block: malformed record");
done:
    free(recs);
    free(st.avail);
    for (int c = 0; c < NCOUNTERS; c++) free(st.pending[c].v);
    return result;
}

/* ------------------------------------------------------------------ pack_facts */

/* set bits of a little-endian byte string, ascending, appended to a */
static int push_bits(Vec *a, const unsigned char *b, Py_ssize_t n) {
    for (Py_ssize_t i = 0; i < n; i++) {
        unsigned x = b[i];
        while (x) {
            int k = __builtin_ctz(x);
            if (vpush(a, (int32_t)(8 * i + k)) < 0) return -1;
            x &= x - 1;
        }
    }
    return 0;
}

static int has_bit(const unsigned char *b, Py_ssize_t n, int32_t u) {
    return u / 8 < n && ((b[u / 8] >> (u % 8)) & 1);
}

/* pack_facts(flags, slots, counters, inorder, need, waw_free, defs, pend, events) -> bytes:
 * the walk's record of one instruction (layout above); need / waw_free / defs: unit masks
 * as little-endian bytes (int.to_bytes), pend: unit indices, events: flat (group id,
 * increment, order id) ints. */
static PyObject *pack_facts(PyObject *self, PyObject *args) {
    int flags, slots, counters, inorder;
    Py_buffer bneed, bwaw, bdefs;
    PyObject *pend, *events;
    if (!PyArg_ParseTuple(args, "iiiiy*y*y*O!O!", &flags, &slots, &counters, &inorder, &bneed, &bwaw, &bdefs,
                          &PyTuple_Type, &pend, &PyList_Type, &events))
        return NULL;
    PyObject *result = NULL;
    Vec need = {0}, defs = {0}, rec = {0};
    if (push_bits(&need, bneed.buf, bneed.len) < 0 || push_bits(&defs, bdefs.buf, bdefs.len) < 0) goto done;
    Py_ssize_t npend = PyTuple_GET_SIZE(pend), nev = PyList_GET_SIZE(events);
    if (nev % 3) { PyErr_SetString(PyExc_ValueError, "pack_facts: events must be triples"); goto done; }
    int32_t head[8] = {flags, slots, counters, inorder, (int32_t)need.n, (int32_t)defs.n, (int32_t)npend,
                       (int32_t)(nev / 3)};
    for (int i = 0; i < 8; i++)
        if (vpush(&rec, head[i]) < 0) goto done;
    for (Py_ssize_t i = 0; i < need.n; i++)
        if (vpush(&rec, need.v[i]) < 0) goto done;
    for (Py_ssize_t i = 0; i < need.n; i++)
        if (vpush(&rec, has_bit(bwaw.buf, bwaw.len, need.v[i])) < 0) goto done;
    for (Py_ssize_t i = 0; i < defs.n; i++)
        if (vpush(&rec, defs.v[i]) < 0) goto done;
    for (Py_ssize_t i = 0; i < npend; i++) {
        long u = PyLong_AsLong(PyTuple_GET_ITEM(pend, i));
        if (u == -1 && PyErr_Occurred()) goto done;
        if (vpush(&rec, (int32_t)u) < 0) goto done;
    }
    for (Py_ssize_t i = 0; i < nev; i++) {
        long x = PyLong_AsLong(PyList_GET_ITEM(events, i));
        if (x == -1 && PyErr_Occurred()) goto done;
        if (vpush(&rec, (int32_t)x) < 0) goto done;
    }
    result = ints_bytes(rec.v, rec.n);
done:
    free(need.v);
    free(defs.v);
    free(rec.v);
    PyBuffer_Release(&bneed);
    PyBuffer_Release(&bwaw);
    PyBuffer_Release(&bdefs);
    return result;
}

/* ------------------------------------------------------------------ gather */

/* gather(items, cache) -> (values, missing): values[i] = cache[items[i]] (None where
 * absent), missing = the indices of the absent ones. The per-instruction lookups of the
 * compiled loops' records (the caller fills the few misses). */
static PyObject *gather(PyObject *self, PyObject *args) {
    PyObject *items, *cache;
    if (!PyArg_ParseTuple(args, "O!O!", &PyList_Type, &items, &PyDict_Type, &cache)) return NULL;
    Py_ssize_t n = PyList_GET_SIZE(items);
    PyObject *values = PyList_New(n), *missing = PyList_New(0);
    if (!values || !missing) goto fail;
    for (Py_ssize_t i = 0; i < n; i++) {
        PyObject *v = PyDict_GetItemWithError(cache, PyList_GET_ITEM(items, i));   /* borrowed */
        if (!v) {
            if (PyErr_Occurred()) goto fail;
            PyObject *ix = PyLong_FromSsize_t(i);
            if (!ix || PyList_Append(missing, ix) < 0) { Py_XDECREF(ix); goto fail; }
            Py_DECREF(ix);
            v = Py_None;
        }
        Py_INCREF(v);
        PyList_SET_ITEM(values, i, v);
    }
    return Py_BuildValue("(NN)", values, missing);
fail:
    Py_XDECREF(values);
    Py_XDECREF(missing);
    return NULL;
}


/* ------------------------------------------------------------------ waitcnt emission and out-state */

/* The emission of a block the compiled walk solved (waitcnt_native.NativeWalk.walk_rel
 * documents the rules): per wait a dict lookup and an attribute check, which cost more in
 * Python than the walk itself. Attribute names are interned on first use (this section
 * leaves the module's init alone). */
static PyObject *str_leading, *str_operands;

/* the shared WaitCnt operand for the counts (-1: not named): operands[(vm, exp, lgkm)],
 * made by new_operand(vm, exp, lgkm) on a miss (a new reference) */
static PyObject *wait_operand(PyObject *operands, PyObject *new_operand, const int32_t *c) {
    PyObject *key = Py_BuildValue("(iii)", c[0], c[1], c[2]);
    if (!key) return NULL;
    PyObject *wc = PyDict_GetItemWithError(operands, key);   /* borrowed */
    if (wc) {
        Py_INCREF(wc);
    } else if (!PyErr_Occurred()) {
        wc = PyObject_CallFunction(new_operand, "iii", c[0], c[1], c[2]);
        if (wc && PyDict_SetItem(operands, key, wc) < 0) Py_CLEAR(wc);
    }
    Py_DECREF(key);
    return wc;
}

/* The wait made before between insts[pos - 1] and insts[pos]
 * (None past either end) with operand wc, handed out again while it is as made (no
 * leading lines, the same operand), else a new one from make_wait(wc) (the cache
 * starting over beyond max_waits); a new reference */
static PyObject *wait_between(PyObject *insts, Py_ssize_t pos, PyObject *wc, PyObject *waits, PyObject *make_wait,
                              Py_ssize_t max_waits) {
    Py_ssize_t n = PyList_GET_SIZE(insts);
    if (!n) return PyObject_CallOneArg(make_wait, wc);   /* no neighbours to tell it apart */
    PyObject *id = PyLong_FromVoidPtr(wc);
    if (!id) return NULL;
    PyObject *key = PyTuple_Pack(3, pos ? PyList_GET_ITEM(insts, pos - 1) : Py_None,
                                 pos < n ? PyList_GET_ITEM(insts, pos) : Py_None, id);
    Py_DECREF(id);
    if (!key) return NULL;
    PyObject *w = PyDict_GetItemWithError(waits, key);   /* borrowed */
    if (w) {
        PyObject *leading = PyObject_GetAttr(w, str_leading);
        int lead = leading ? PyObject_IsTrue(leading) : -1;
        Py_XDECREF(leading);
        if (lead < 0) goto fail;
        if (!lead) {
            PyObject *ops = PyObject_GetAttr(w, str_operands);
            PyObject *first = ops ? PySequence_GetItem(ops, 0) : NULL;
            Py_XDECREF(ops);
            if (!first) goto fail;
            Py_DECREF(first);
            if (first == wc) {
                Py_DECREF(key);
                Py_INCREF(w);
                return w;
            }
        }
    } else if (PyErr_Occurred()) {
        goto fail;
    }
    if (PyDict_GET_SIZE(waits) > max_waits) PyDict_Clear(waits);
    w = PyObject_CallOneArg(make_wait, wc);
    if (w && PyDict_SetItem(waits, key, w) < 0) Py_CLEAR(w);
    Py_DECREF(key);
    return w;
fail:
    Py_DECREF(key);
    return NULL;
}

/* out += insts[from:to] */
static int extend_range(PyObject *out, PyObject *insts, Py_ssize_t from, Py_ssize_t to) {
    for (Py_ssize_t i = from; i < to; i++)
        if (PyList_Append(out, PyList_GET_ITEM(insts, i)) < 0) return -1;
    return 0;
}

/* out += insts[from:pos] + [w] */
static int extend_then(PyObject *out, PyObject *insts, Py_ssize_t from, Py_ssize_t pos, PyObject *w) {
    return extend_range(out, insts, from, pos) < 0 || PyList_Append(out, w) < 0 ? -1 : 0;
}

/* the wait of ``counts`` (three int32, -1: not named) placed before insts[pos]:
 * wait_operand's operand, wait_between's object (new reference, NULL on error) */
static PyObject *wait_at(PyObject *insts, Py_ssize_t pos, const int32_t *counts, PyObject *operands,
                         PyObject *new_operand, PyObject *waits, PyObject *make_wait, Py_ssize_t max_waits) {
    PyObject *wc = wait_operand(operands, new_operand, counts);
    PyObject *w = wc ? wait_between(insts, pos, wc, waits, make_wait, max_waits) : NULL;
    Py_XDECREF(wc);
    return w;
}

/* place_waits(insts, waits0, merged, emit, emit0, waits, operands, new_operand, make_wait,
 *             max_waits): the emission the Python walk makes from walk's
 * waits0 / merged (bytes, layout at walk): each needed wait made once (emit0, if not
 * None, has them all, unmerged); a merged wait that nothing folded into is that same
 * object, one that others folded into is made with the folded counts. Without emit0 only
 * the merged waits are made. */
static PyObject *place_waits(PyObject *self, PyObject *args) {
    PyObject *insts, *emit, *emit0, *waits, *operands, *new_operand, *make_wait;
    Py_buffer b0, bm;
    Py_ssize_t max_waits;
    if (!PyArg_ParseTuple(args, "O!y*y*O!OO!O!OOn", &PyList_Type, &insts, &b0, &bm, &PyList_Type, &emit, &emit0,
                          &PyDict_Type, &waits, &PyDict_Type, &operands, &new_operand, &make_wait, &max_waits))
        return NULL;
    PyObject *result = NULL;
    if (!str_leading) str_leading = PyUnicode_InternFromString("leading");
    if (!str_operands) str_operands = PyUnicode_InternFromString("operands");
    if (!str_leading || !str_operands) goto done;
    if (emit0 != Py_None && !PyList_Check(emit0)) {
        PyErr_SetString(PyExc_TypeError, "place_waits: emit0 must be a list or None");
        goto done;
    }
    const int32_t *w0 = b0.buf, *wm = bm.buf;
    Py_ssize_t n = PyList_GET_SIZE(insts), nw0 = b0.len / (4 * (Py_ssize_t)sizeof(int32_t)),
               nm = bm.len / (5 * (Py_ssize_t)sizeof(int32_t));
    for (Py_ssize_t j = 0; j < nw0; j++)
        if (w0[4 * j] < 0 || w0[4 * j] > n) goto bad;
    for (Py_ssize_t k = 0; k < nm; k++)
        if (wm[5 * k] < 0 || wm[5 * k] > n) goto bad;
    Py_ssize_t prev = 0;
    if (emit0 == Py_None) {   /* only the merged waits are emitted: only they are made */
        for (Py_ssize_t k = 0; k < nm; k++) {
            const int32_t *m = &wm[5 * k];
            PyObject *w = wait_at(insts, m[0], m + 1, operands, new_operand, waits, make_wait, max_waits);
            if (!w) goto done;
            int err = extend_then(emit, insts, prev, m[0], w) < 0;
            Py_DECREF(w);
            if (err) goto done;
            prev = m[0];
        }
    } else {
        Py_ssize_t prev0 = 0, k = 0;
        for (Py_ssize_t j = 0; j < nw0; j++) {
            int32_t pos = w0[4 * j];
            PyObject *w = wait_at(insts, pos, w0 + 4 * j + 1, operands, new_operand, waits, make_wait, max_waits);
            if (!w) goto done;
            if (extend_then(emit0, insts, prev0, pos, w) < 0) {
                Py_DECREF(w);
                goto done;
            }
            prev0 = pos;
            if (k < nm && wm[5 * k] == pos) {
                const int32_t *m = &wm[5 * k];
                if (m[4]) {   /* others folded into it: made with the folded counts */
                    Py_DECREF(w);
                    w = wait_at(insts, pos, m + 1, operands, new_operand, waits, make_wait, max_waits);
                    if (!w) goto done;
                }
                if (extend_then(emit, insts, prev, pos, w) < 0) {
                    Py_DECREF(w);
                    goto done;
                }
                prev = pos;
                k++;
            }
            Py_DECREF(w);
        }
        if (extend_range(emit0, insts, prev0, n) < 0) goto done;
    }
    if (extend_range(emit, insts, prev, n) < 0) goto done;
    result = Py_None;
    Py_INCREF(result);
    goto done;
bad:
    PyErr_SetString(PyExc_ValueError, "place_waits: a wait's position is outside the block");
done:
    PyBuffer_Release(&b0);
    PyBuffer_Release(&bm);
    return result;
}


/* rel_dicts(groups_out, regs_out, groups, orders) -> (groups, regs): walk's out-state
 * triples as the Python walk's relative state (_State.to_rel): {group: (pending, order)}
 * and {unit: {group: younger increments}}, the names from the numbering lists. */
static PyObject *rel_dicts(PyObject *self, PyObject *args) {
    Py_buffer bg, br;
    PyObject *groups, *orders;
    if (!PyArg_ParseTuple(args, "y*y*O!O!", &bg, &br, &PyList_Type, &groups, &PyList_Type, &orders)) return NULL;
    PyObject *result = NULL, *gd = PyDict_New(), *rd = PyDict_New();
    if (!gd || !rd) goto done;
    const int32_t *gv = bg.buf, *rv = br.buf;
    Py_ssize_t ng = PyList_GET_SIZE(groups), no = PyList_GET_SIZE(orders);
    for (Py_ssize_t j = 0; j < bg.len / (3 * (Py_ssize_t)sizeof(int32_t)); j++) {
        const int32_t *t = gv + 3 * j;
        if (t[0] < 0 || t[0] >= ng || t[2] < 0 || t[2] >= no) goto bad;
        PyObject *v = Py_BuildValue("(iO)", t[1], PyList_GET_ITEM(orders, t[2]));
        if (!v || PyDict_SetItem(gd, PyList_GET_ITEM(groups, t[0]), v) < 0) { Py_XDECREF(v); goto done; }
        Py_DECREF(v);
    }
    PyObject *d = NULL;   /* the current unit's dict (borrowed; the triples come by unit) */
    int32_t du = -1;
    for (Py_ssize_t j = 0; j < br.len / (3 * (Py_ssize_t)sizeof(int32_t)); j++) {
        const int32_t *t = rv + 3 * j;
        if (t[1] < 0 || t[1] >= ng) goto bad;
        if (!d || t[0] != du) {
            PyObject *u = PyLong_FromLong(t[0]);
            if (!u) goto done;
            d = PyDict_GetItemWithError(rd, u);
            if (!d) {
                if (PyErr_Occurred() || !(d = PyDict_New()) || PyDict_SetItem(rd, u, d) < 0) {
                    Py_XDECREF(d);
                    Py_DECREF(u);
                    goto done;
                }
                Py_DECREF(d);   /* rd holds it */
            }
            Py_DECREF(u);
            du = t[0];
        }
        PyObject *r = PyLong_FromLong(t[2]);
        if (!r || PyDict_SetItem(d, PyList_GET_ITEM(groups, t[1]), r) < 0) { Py_XDECREF(r); goto done; }
        Py_DECREF(r);
    }
    result = PyTuple_Pack(2, gd, rd);
    goto done;
bad:
    PyErr_SetString(PyExc_ValueError, "rel_dicts: a group or order id outside the numbering");
done:
    Py_XDECREF(gd);
    Py_XDECREF(rd);
    PyBuffer_Release(&bg);
    PyBuffer_Release(&br);
    return result;
}


/* ------------------------------------------------------------------ hazard walk */

/* The hazard pass's block walk (HazardResolver._walk in hazards.py, the reference;
 * tests/test_hazards_native.py checks both give the same s_nops and out-state).
 *
 * Each instruction's hazard facts arrive as its _Info object, whose ``rec`` attribute is a
 * bytes record: int32 text id, int32 largest wait of a row it is the first of, uint64 mask
 * of those rows, uint64 mask of the rows whose second side may match it (hazards.py
 * packs it; the walk is used only where a target has at most 64 rows). The wait two
 * instructions need is a function of their texts (the rows, their operand sides, the
 * unless rows): it is kept per pair of text ids in a PairMemo (open addressing), and a
 * pair not seen yet is asked of the Python resolver (callback pair_wait(info1, info2)).
 * Positions run on a wait-state clock as in the Python walk: an s_nop of n wait states
 * advances it by n, any other instruction by 1. */

typedef struct {
    int32_t tid, first_max;
    uint64_t first_mask, second_mask;
} HazRec;

typedef struct {
    uint64_t *keys;   /* 0: empty slot (text ids start at 1) */
    int32_t *vals;
    Py_ssize_t cap, used;
} PairMemo;

#define MEMO_CAPSULE "wave_asm_ext.passes._native.PairMemo"

static void memo_free(PyObject *cap) {
    PairMemo *m = (PairMemo *)PyCapsule_GetPointer(cap, MEMO_CAPSULE);
    if (m) {
        free(m->keys);
        free(m->vals);
        free(m);
    }
}

static int memo_init(PairMemo *m, Py_ssize_t cap) {
    m->keys = (uint64_t *)calloc((size_t)cap, sizeof(uint64_t));
    m->vals = (int32_t *)malloc((size_t)cap * sizeof(int32_t));
    m->cap = cap;
    m->used = 0;
    if (!m->keys || !m->vals) {
        free(m->keys);
        free(m->vals);
        m->keys = NULL;
        m->vals = NULL;
        return -1;
    }
    return 0;
}

static inline Py_ssize_t memo_slot(const PairMemo *m, uint64_t key) {
    uint64_t h = key * 0x9E3779B97F4A7C15ULL;
    h ^= h >> 29;
    Py_ssize_t i = (Py_ssize_t)(h & (uint64_t)(m->cap - 1));
    while (m->keys[i] && m->keys[i] != key) i = (i + 1) & (m->cap - 1);
    return i;
}

static int memo_put(PairMemo *m, uint64_t key, int32_t val) {
    if (2 * (m->used + 1) > m->cap) {   /* keep the load at most one half */
        PairMemo bigger;
        if (memo_init(&bigger, 2 * m->cap) < 0) return -1;
        for (Py_ssize_t i = 0; i < m->cap; i++)
            if (m->keys[i]) {
                Py_ssize_t j = memo_slot(&bigger, m->keys[i]);
                bigger.keys[j] = m->keys[i];
                bigger.vals[j] = m->vals[i];
                bigger.used++;
            }
        free(m->keys);
        free(m->vals);
        *m = bigger;
    }
    Py_ssize_t i = memo_slot(m, key);
    if (!m->keys[i]) m->used++;
    m->keys[i] = key;
    m->vals[i] = val;
    return 0;
}

/* pair_memo() -> an empty memo (a capsule) for hazard_walk */
static PyObject *pair_memo(PyObject *self, PyObject *args) {
    PairMemo *m = (PairMemo *)malloc(sizeof(PairMemo));
    if (!m || memo_init(m, 1024) < 0) {
        free(m);
        return PyErr_NoMemory();
    }
    PyObject *cap = PyCapsule_New(m, MEMO_CAPSULE, memo_free);
    if (!cap) {
        free(m->keys);
        free(m->vals);
        free(m);
    }
    return cap;
}

/* pair_memo_size(memo) -> the number of pairs it holds */
static PyObject *pair_memo_size(PyObject *self, PyObject *args) {
    PyObject *cap;
    if (!PyArg_ParseTuple(args, "O", &cap)) return NULL;
    PairMemo *m = (PairMemo *)PyCapsule_GetPointer(cap, MEMO_CAPSULE);
    if (!m) return NULL;
    return PyLong_FromSsize_t(m->used);
}

static PyObject *str_rec;

static int read_rec(PyObject *info, HazRec *r) {
    PyObject *b = PyObject_GetAttr(info, str_rec);
    if (!b) return -1;
    if (!PyBytes_Check(b) || PyBytes_GET_SIZE(b) != (Py_ssize_t)(2 * sizeof(int32_t) + 2 * sizeof(uint64_t))) {
        Py_DECREF(b);
        PyErr_SetString(PyExc_ValueError, "hazard_walk: an info's rec is not a packed hazard record");
        return -1;
    }
    const char *p = PyBytes_AS_STRING(b);
    memcpy(&r->tid, p, 4);
    memcpy(&r->first_max, p + 4, 4);
    memcpy(&r->first_mask, p + 8, 8);
    memcpy(&r->second_mask, p + 16, 8);
    Py_DECREF(b);
    if (r->tid <= 0) {
        PyErr_SetString(PyExc_ValueError, "hazard_walk: text ids start at 1");
        return -1;
    }
    return 0;
}

static PyObject *str_touched, *str_gates, *str_cid;

/* Does the resolver's gate already close the pair (i1, i2)? HazardResolver._pair's first
 * test: i1.gates[i2.cid][0] & i2.touched == 0 means no row can apply, a wait of 0. Most
 * pairs a memo misses end there (86% on the fixtures), and answering them here saves a
 * Python call each. 1: closed; 0: not known here (a gate or touched units not computed
 * yet, or the gate open), the resolver answers; -1 with an exception set on error. */
static int gate_closed(PyObject *i1, PyObject *i2) {
    PyObject *t2 = PyObject_GetAttr(i2, str_touched), *gates = NULL, *cid = NULL;
    int closed = -1;
    if (!t2) return -1;
    if (t2 == Py_None) {
        closed = 0;
        goto out;
    }
    if (!(gates = PyObject_GetAttr(i1, str_gates)) || !(cid = PyObject_GetAttr(i2, str_cid))) goto out;
    PyObject *g = PyDict_Check(gates) ? PyDict_GetItemWithError(gates, cid) : NULL;   /* borrowed */
    if (!g || !PyTuple_Check(g) || PyTuple_GET_SIZE(g) < 1) {
        closed = PyErr_Occurred() ? -1 : 0;
        goto out;
    }
    PyObject *both = PyNumber_And(PyTuple_GET_ITEM(g, 0), t2);
    if (both) {
        closed = PyObject_Not(both);
        Py_DECREF(both);
    }
out:
    Py_DECREF(t2);
    Py_XDECREF(gates);
    Py_XDECREF(cid);
    return closed;
}

/* The wait of the pair (i1, i2) from the memo, on a miss from the resolver's gate
 * (gate_closed) or else asked of pair_wait(i1, i2), and kept; -1 with an exception set
 * on error. */
static int32_t memo_wait(PairMemo *memo, int32_t tid1, int32_t tid2, PyObject *i1, PyObject *i2,
                         PyObject *pair_wait) {
    uint64_t key = ((uint64_t)(uint32_t)tid1 << 32) | (uint32_t)tid2;
    Py_ssize_t slot = memo_slot(memo, key);
    if (memo->keys[slot]) return memo->vals[slot];
    long w = 0;
    int closed = gate_closed(i1, i2);
    if (closed < 0) return -1;
    if (!closed) {
        PyObject *v = PyObject_CallFunctionObjArgs(pair_wait, i1, i2, NULL);
        if (!v) return -1;
        w = PyLong_AsLong(v);
        Py_DECREF(v);
        if (w == -1 && PyErr_Occurred()) return -1;
        if (w < 0 || w > INT32_MAX) {
            PyErr_SetString(PyExc_ValueError, "hazard pair wait out of range");
            return -1;
        }
    }
    if (memo_put(memo, key, (int32_t)w) < 0) {
        PyErr_NoMemory();
        return -1;
    }
    return (int32_t)w;
}

/* memo_pair_wait(memo, pair_wait, info1, info2) -> the pair's wait states (memoised) */
static PyObject *memo_pair_wait(PyObject *self, PyObject *args) {
    PyObject *cap, *pair_wait, *i1, *i2;
    if (!PyArg_ParseTuple(args, "OOOO", &cap, &pair_wait, &i1, &i2)) return NULL;
    PairMemo *memo = (PairMemo *)PyCapsule_GetPointer(cap, MEMO_CAPSULE);
    if (!memo) return NULL;
    HazRec r1, r2;
    if (read_rec(i1, &r1) < 0 || read_rec(i2, &r2) < 0) return NULL;
    int32_t w = memo_wait(memo, r1.tid, r2.tid, i1, i2, pair_wait);
    if (w < 0) return NULL;
    return PyLong_FromLong(w);
}

typedef struct {
    int64_t exp, pos;
    uint64_t fmask;
    int32_t tid;
    PyObject *info;   /* borrowed: held by the caller's lists for the whole call */
} Source;

/* hazard_walk(infos, window, memo, pair_wait) -> (nops, window, clock)
 *   infos: the block's instructions' _Info objects, in order;
 *   window: the in-state as (expiry, first-row mask, position, info) by ascending position;
 *   nops: (index, wait states) of every instruction that needs s_nops before it;
 *   window (out): the sources not expired at the end, as the in-window; clock: the end. */
static PyObject *hazard_walk(PyObject *self, PyObject *args) {
    PyObject *infos, *win_in, *cap, *pair_wait;
    if (!PyArg_ParseTuple(args, "O!O!OO", &PyList_Type, &infos, &PyList_Type, &win_in, &cap, &pair_wait))
        return NULL;
    PairMemo *memo = (PairMemo *)PyCapsule_GetPointer(cap, MEMO_CAPSULE);
    if (!memo) return NULL;
    Py_ssize_t n = PyList_GET_SIZE(infos), nw = PyList_GET_SIZE(win_in);
    Py_ssize_t wcap = nw + 16, wn = 0;
    Source *win = (Source *)malloc((size_t)wcap * sizeof(Source));
    PyObject *nops = PyList_New(0), *result = NULL;
    if (!win || !nops) {
        PyErr_NoMemory();
        goto done;
    }
    int64_t horizon = 0, clock = 0;
    uint64_t wmask = 0;
    for (Py_ssize_t i = 0; i < nw; i++) {
        PyObject *t = PyList_GET_ITEM(win_in, i);
        if (!PyTuple_Check(t) || PyTuple_GET_SIZE(t) != 4) {
            PyErr_SetString(PyExc_TypeError, "hazard_walk: a window entry is not (expiry, mask, position, info)");
            goto done;
        }
        HazRec r;
        Source *s = &win[wn++];
        s->info = PyTuple_GET_ITEM(t, 3);
        if (read_rec(s->info, &r) < 0) goto done;
        s->exp = PyLong_AsLongLong(PyTuple_GET_ITEM(t, 0));
        s->fmask = PyLong_AsUnsignedLongLong(PyTuple_GET_ITEM(t, 1));
        s->pos = PyLong_AsLongLong(PyTuple_GET_ITEM(t, 2));
        if (PyErr_Occurred()) goto done;
        s->tid = r.tid;
        if (r.first_max > horizon) horizon = r.first_max;
        wmask |= s->fmask;
    }
    Py_ssize_t limit = 2 * wn + 8;
    for (Py_ssize_t k = 0; k < n; k++) {
        PyObject *inf = PyList_GET_ITEM(infos, k);
        HazRec r;
        if (read_rec(inf, &r) < 0) goto done;
        if (r.second_mask & wmask) {
            int64_t deficit = 0, stop = clock - horizon, bar = clock;
            for (Py_ssize_t j = wn - 1; j >= 0; j--) {   /* newest first, as the Python walk */
                Source *s = &win[j];
                if (s->pos <= stop) break;
                if (s->exp <= bar || !(s->fmask & r.second_mask)) continue;
                int32_t w = memo_wait(memo, s->tid, r.tid, s->info, inf, pair_wait);
                if (w < 0) goto done;
                int64_t need = (int64_t)w - (clock - s->pos);
                if (need > deficit) {
                    deficit = need;
                    bar = clock + deficit;
                }
            }
            if (deficit > 0) {
                PyObject *e = Py_BuildValue("(nL)", k, (long long)deficit);
                if (!e || PyList_Append(nops, e) < 0) {
                    Py_XDECREF(e);
                    goto done;
                }
                Py_DECREF(e);
                clock += deficit;
            }
        }
        clock += 1;
        if (r.first_mask) {
            if (wn == wcap) {
                wcap *= 2;
                Source *w2 = (Source *)realloc(win, (size_t)wcap * sizeof(Source));
                if (!w2) {
                    PyErr_NoMemory();
                    goto done;
                }
                win = w2;
            }
            Source *s = &win[wn++];
            s->exp = clock + r.first_max;
            s->fmask = r.first_mask;
            s->pos = clock;
            s->tid = r.tid;
            s->info = inf;
            if (r.first_max > horizon) horizon = r.first_max;
            wmask |= r.first_mask;
            if (wn > limit) {   /* drop expired sources (amortised as in the Python walk) */
                Py_ssize_t m = 0;
                wmask = 0;
                for (Py_ssize_t j = 0; j < wn; j++)
                    if (clock < win[j].exp) {
                        win[m++] = win[j];
                        wmask |= win[j].fmask;
                    }
                wn = m;
                limit = 2 * wn + 8;
            }
        }
    }
    PyObject *out = PyList_New(0);
    if (!out) goto done;
    for (Py_ssize_t j = 0; j < wn; j++) {
        if (clock >= win[j].exp) continue;
        PyObject *e = Py_BuildValue("(LKLO)", (long long)win[j].exp, (unsigned long long)win[j].fmask,
                                    (long long)win[j].pos, win[j].info);
        if (!e || PyList_Append(out, e) < 0) {
            Py_XDECREF(e);
            Py_DECREF(out);
            goto done;
        }
        Py_DECREF(e);
    }
    result = Py_BuildValue("(ONL)", nops, out, (long long)clock);
done:
    free(win);
    Py_XDECREF(nops);
    return result;
}


/* ------------------------------------------------------------------ list schedule */

/* The timed list schedule of one region (list_schedule.schedule_region, with or without a
 * pressure guard: see Guard below; that function stays the reference and tests/test_list_schedule_native.py checks
 * both give the same orders, times and availability). Each node's ``lrec`` is a tuple
 * (bytes of four doubles: latency, issue cycles, matrix-pipe busy, LDS-port busy, then an
 * int32 of flags LS_*; its def unit ids; its use unit ids), made by Scheduler.node. */

#define LS_FENCE 1
#define LS_LDS 2
#define LS_WRITES 4
#define LS_COUNTERS 8   /* it increments an s_waitcnt counter */

typedef struct {
    double lat, issue, mfma, lds;
    int32_t flags, tid;
    uint64_t first_mask, second_mask;
    PyObject *defs, *uses, *reads, *writes, *hazard;   /* borrowed */
} LRec;

#define LREC_BYTES (4 * 8 + 4 + 2 * 4 + 2 * 8)   /* node part, then the hazard record */

static PyObject *str_lrec;

static int read_lrec(PyObject *node, LRec *r) {
    PyObject *t = PyObject_GetAttr(node, str_lrec);   /* new reference, kept alive by the node */
    if (!t) return -1;
    Py_DECREF(t);
    if (!PyTuple_Check(t) || PyTuple_GET_SIZE(t) != 6 || !PyBytes_Check(PyTuple_GET_ITEM(t, 0)) ||
        PyBytes_GET_SIZE(PyTuple_GET_ITEM(t, 0)) != LREC_BYTES || !PyTuple_Check(PyTuple_GET_ITEM(t, 1)) ||
        !PyTuple_Check(PyTuple_GET_ITEM(t, 2)) || !PyTuple_Check(PyTuple_GET_ITEM(t, 3)) ||
        !PyTuple_Check(PyTuple_GET_ITEM(t, 4))) {
        PyErr_SetString(PyExc_ValueError,
                        "list_schedule: a node's lrec is not (record, defs, uses, reads, writes, hazard info)");
        return -1;
    }
    const char *p = PyBytes_AS_STRING(PyTuple_GET_ITEM(t, 0));
    memcpy(&r->lat, p, 8);
    memcpy(&r->issue, p + 8, 8);
    memcpy(&r->mfma, p + 16, 8);
    memcpy(&r->lds, p + 24, 8);
    memcpy(&r->flags, p + 32, 4);
    memcpy(&r->tid, p + 36, 4);   /* then the hazard record: tid, first_max (unused here), masks */
    memcpy(&r->first_mask, p + 44, 8);
    memcpy(&r->second_mask, p + 52, 8);
    r->defs = PyTuple_GET_ITEM(t, 1);
    r->uses = PyTuple_GET_ITEM(t, 2);
    r->reads = PyTuple_GET_ITEM(t, 3);
    r->writes = PyTuple_GET_ITEM(t, 4);
    r->hazard = PyTuple_GET_ITEM(t, 5);
    return 0;
}

typedef struct {
    double e;
    int32_t i;
} Pend;

static inline int pend_lt(const Pend *x, const Pend *y) { return x->e < y->e || (x->e == y->e && x->i < y->i); }

typedef struct {
    Pend *a;
    Py_ssize_t n;
} Heap;   /* min-heap of (key, index), ordered as Python's tuples: the pending nodes by
            * (earliest, index); the ready queues by (rank, rank) (ranks are unique) */

static void heap_push(Heap *h, double e, int32_t idx) {
    Pend x = {e, idx};
    Py_ssize_t i = h->n++;
    while (i > 0) {
        Py_ssize_t p = (i - 1) / 2;
        if (!pend_lt(&x, &h->a[p])) break;
        h->a[i] = h->a[p];
        i = p;
    }
    h->a[i] = x;
}


/* Sift the entry at i down (the heap's other entries in order). */
static void heap_sift_down(Heap *h, Py_ssize_t i) {
    Pend x = h->a[i];
    Py_ssize_t n = h->n;
    for (;;) {
        Py_ssize_t c = 2 * i + 1;
        if (c >= n) break;
        if (c + 1 < n && pend_lt(&h->a[c + 1], &h->a[c])) c++;
        if (!pend_lt(&h->a[c], &x)) break;
        h->a[i] = h->a[c];
        i = c;
    }
    h->a[i] = x;
}

static Pend heap_pop(Heap *h) {
    Pend top = h->a[0];
    h->a[0] = h->a[--h->n];
    if (h->n) heap_sift_down(h, 0);
    return top;
}

/* ------------------------------------------------------------------ pressure guard */

/* list_schedule.PressureGuard (the reference) over dense unit bit indices: the live units as
 * nw 64-bit words, per node the units it writes (nw words) and the (unit bit, value) pairs
 * it reads and writes, per value its reads not yet issued and whether it is dead once
 * they are done. Read from PressureGuard.native_record(): (cap, nw, live, defm, reads,
 * read offsets, writes, write offsets, readers, dead) as bytes (int32 / uint64 / uint8). */
typedef struct {
    int32_t cap, nw, nvals;
    uint64_t *live, *kill, *defm;
    int32_t *rv, *rvoff, *dv, *dvoff, *readers;
    unsigned char *dead;
} Guard;

static void guard_free(Guard *g) {
    free(g->live);
    free(g->kill);
    free(g->defm);
    free(g->rv);
    free(g->rvoff);
    free(g->dv);
    free(g->dvoff);
    free(g->readers);
    free(g->dead);
}

/* a copy of a bytes field of exactly want bytes (NULL with an exception otherwise) */
static void *guard_field(PyObject *rec, Py_ssize_t k, Py_ssize_t want) {
    PyObject *b = PyTuple_GET_ITEM(rec, k);
    if (!PyBytes_Check(b) || PyBytes_GET_SIZE(b) != want) {
        PyErr_Format(PyExc_ValueError, "pressure guard record: field %zd is not %zd bytes", k, want);
        return NULL;
    }
    void *out = malloc(want ? (size_t)want : 1);
    if (!out) {
        PyErr_NoMemory();
        return NULL;
    }
    memcpy(out, PyBytes_AS_STRING(b), (size_t)want);
    return out;
}

static int guard_read(PyObject *rec, Py_ssize_t n, Guard *g) {
    memset(g, 0, sizeof(*g));
    if (!PyTuple_Check(rec) || PyTuple_GET_SIZE(rec) != 10) {
        PyErr_SetString(PyExc_ValueError, "pressure guard record: not a 10-tuple");
        return -1;
    }
    long cap = PyLong_AsLong(PyTuple_GET_ITEM(rec, 0)), nw = PyLong_AsLong(PyTuple_GET_ITEM(rec, 1));
    if (PyErr_Occurred()) return -1;
    PyObject *rd = PyTuple_GET_ITEM(rec, 8);
    if (nw < 1 || nw > 4096 || !PyBytes_Check(rd) || PyBytes_GET_SIZE(rd) % 4) {
        PyErr_SetString(PyExc_ValueError, "pressure guard record: bad word count or readers");
        return -1;
    }
    g->cap = (int32_t)cap;
    g->nw = (int32_t)nw;
    g->nvals = (int32_t)(PyBytes_GET_SIZE(rd) / 4);
    if (!(g->live = guard_field(rec, 2, nw * 8)) || !(g->defm = guard_field(rec, 3, n * nw * 8)) ||
        !(g->rvoff = guard_field(rec, 5, (n + 1) * 4)) || !(g->dvoff = guard_field(rec, 7, (n + 1) * 4)) ||
        !(g->rv = guard_field(rec, 4, (Py_ssize_t)g->rvoff[n] * 8)) ||
        !(g->dv = guard_field(rec, 6, (Py_ssize_t)g->dvoff[n] * 8)) ||
        !(g->readers = guard_field(rec, 8, (Py_ssize_t)g->nvals * 4)) ||
        !(g->dead = guard_field(rec, 9, g->nvals)) || !(g->kill = (uint64_t *)calloc((size_t)nw, 8))) {
        if (!PyErr_Occurred()) PyErr_NoMemory();
        guard_free(g);
        return -1;
    }
    for (Py_ssize_t i = 0; i < n; i++)
        if (g->rvoff[i] < 0 || g->rvoff[i] > g->rvoff[i + 1] || g->dvoff[i] < 0 || g->dvoff[i] > g->dvoff[i + 1])
            goto bad;
    if (g->rvoff[0] || g->dvoff[0]) goto bad;
    for (int32_t k = 0; k < g->rvoff[n]; k++)
        if (g->rv[2 * k] < 0 || g->rv[2 * k] >= 64 * nw || g->rv[2 * k + 1] < 0 || g->rv[2 * k + 1] >= g->nvals)
            goto bad;
    for (int32_t k = 0; k < g->dvoff[n]; k++)
        if (g->dv[2 * k] < 0 || g->dv[2 * k] >= 64 * nw || g->dv[2 * k + 1] < 0 || g->dv[2 * k + 1] >= g->nvals)
            goto bad;
    return 0;
bad:
    PyErr_SetString(PyExc_ValueError, "pressure guard record: an offset, unit or value out of range");
    guard_free(g);
    return -1;
}

/* PressureGuard.after: the units order_peak counts at node i if it issues next */
static int32_t guard_after(Guard *g, int32_t i) {
    int32_t nw = g->nw, count = 0;
    memset(g->kill, 0, (size_t)nw * 8);
    for (int32_t k = g->rvoff[i]; k < g->rvoff[i + 1]; k++) {
        int32_t b = g->rv[2 * k], v = g->rv[2 * k + 1];
        if (g->readers[v] == 1 && g->dead[v]) g->kill[b >> 6] |= (uint64_t)1 << (b & 63);
    }
    const uint64_t *d = g->defm + (Py_ssize_t)i * nw;
    for (int32_t w = 0; w < nw; w++) count += __builtin_popcountll((g->live[w] & ~g->kill[w]) | d[w]);
    return count;
}

/* PressureGuard.issue */
static void guard_issue(Guard *g, int32_t i) {
    for (int32_t k = g->rvoff[i]; k < g->rvoff[i + 1]; k++) {
        int32_t b = g->rv[2 * k], v = g->rv[2 * k + 1];
        if (--g->readers[v] == 0 && g->dead[v]) g->live[b >> 6] &= ~((uint64_t)1 << (b & 63));
    }
    for (int32_t k = g->dvoff[i]; k < g->dvoff[i + 1]; k++) {
        int32_t b = g->dv[2 * k], v = g->dv[2 * k + 1];
        if (g->readers[v] || !g->dead[v]) g->live[b >> 6] |= (uint64_t)1 << (b & 63);
    }
}

/* list_schedule._guarded_pick: the best-ranked node that fits of the first queue holding
 * one (removed from it; the skipped ones pushed back), -1 if none fits. skip: room for
 * every node. */
static int32_t guarded_pick(Guard *g, Heap **qs, int nq, const int32_t *by, Pend *skip) {
    for (int k = 0; k < nq; k++) {
        Heap *q = qs[k];
        Py_ssize_t nskip = 0;
        int32_t found = -1;
        while (q->n) {
            Pend r = heap_pop(q);
            if (guard_after(g, by[r.i]) <= g->cap) {
                found = r.i;
                break;
            }
            skip[nskip++] = r;
        }
        for (Py_ssize_t j = 0; j < nskip; j++) heap_push(q, skip[j].e, skip[j].i);
        if (found >= 0) return by[found];
    }
    return -1;
}

/* list_schedule._forced_pick: the node whose issue leaves the fewest live units, then the
 * best rank, removed from its queue; -1 if the queues are empty. */
static int32_t forced_pick(Guard *g, Heap **qs, int nq, const int32_t *by) {
    Heap *bq = NULL;
    Py_ssize_t bj = -1;
    int32_t ba = 0, br = 0;
    for (int k = 0; k < nq; k++)
        for (Py_ssize_t j = 0; j < qs[k]->n; j++) {
            int32_t r = qs[k]->a[j].i, a = guard_after(g, by[r]);
            if (!bq || a < ba || (a == ba && r < br)) {
                bq = qs[k];
                bj = j;
                ba = a;
                br = r;
            }
        }
    if (!bq) return -1;
    bq->a[bj] = bq->a[--bq->n];
    for (Py_ssize_t j = bq->n / 2 - 1; j >= 0; j--) heap_sift_down(bq, j);
    return by[br];
}

/* list_schedule(region, succs, npred0, by_rank, t0, mfma_free, avail, useful,
 *               record, lds_free, lds_done, store_done, check_at, over_cap[, guard])
 *   -> (order or None, t, mfma_free, lds_free, lds_done or None, store_done or None)
 * lds_done / store_done out: None where no node of the region raised them (the caller
 * writes the others into avail). over_cap(prefix) is called when the order reaches
 * check_at nodes (then twice as many ...): True abandons the order (None). */
static PyObject *list_schedule(PyObject *self, PyObject *args) {
    PyObject *region, *succs, *npred0, *by_rank, *avail, *useful, *over_cap;
    double t0, mfma_free, lds_free, lds_done, store_done;
    int record;
    Py_ssize_t check_at;
    PyObject *guard_rec = Py_None;
    if (!PyArg_ParseTuple(args, "O!O!O!O!ddO!OpdddnO|O", &PyList_Type, &region, &PyList_Type, &succs,
                          &PyList_Type, &npred0, &PyList_Type, &by_rank, &t0, &mfma_free, &PyDict_Type, &avail,
                          &useful, &record, &lds_free, &lds_done, &store_done, &check_at,
                          &over_cap, &guard_rec))
        return NULL;
    Py_ssize_t n = PyList_GET_SIZE(region);
    if (PyList_GET_SIZE(succs) != n || PyList_GET_SIZE(npred0) != n || PyList_GET_SIZE(by_rank) != n ||
        (useful != Py_None && (!PyList_Check(useful) || PyList_GET_SIZE(useful) != n))) {
        PyErr_SetString(PyExc_ValueError, "list_schedule: region, graph and ranks differ in length");
        return NULL;
    }
    LRec *rec = (LRec *)malloc((size_t)(n + 1) * sizeof(LRec));
    int32_t *npred = (int32_t *)malloc((size_t)(n + 1) * sizeof(int32_t));
    int32_t *rank = (int32_t *)malloc((size_t)(n + 1) * sizeof(int32_t));
    int32_t *by = (int32_t *)malloc((size_t)(n + 1) * sizeof(int32_t));
    double *earliest = (double *)malloc((size_t)(n + 1) * sizeof(double));
    Heap qm = {(Pend *)malloc((size_t)(n + 1) * sizeof(Pend)), 0};
    Heap ql = {(Pend *)malloc((size_t)(n + 1) * sizeof(Pend)), 0};
    Heap qo = {(Pend *)malloc((size_t)(n + 1) * sizeof(Pend)), 0};
    Heap pend = {(Pend *)malloc((size_t)(n + 1) * sizeof(Pend)), 0};
    Pend *skip = (Pend *)malloc((size_t)(n + 1) * sizeof(Pend));
    PyObject *order = PyList_New(0), *result = NULL;
    int lds_set = 0, store_set = 0, abandoned = 0;
    Guard guard, *G = NULL;
    if (!rec || !npred || !rank || !by || !earliest || !qm.a || !ql.a || !qo.a || !pend.a || !skip || !order) {
        PyErr_NoMemory();
        goto done;
    }
    if (guard_rec != Py_None) {
        if (guard_read(guard_rec, n, &guard) < 0) goto done;
        G = &guard;
    }
    int has_avail = PyDict_GET_SIZE(avail) > 0;
    for (Py_ssize_t i = 0; i < n; i++) {
        if (read_lrec(PyList_GET_ITEM(region, i), &rec[i]) < 0) goto done;
        long np = PyLong_AsLong(PyList_GET_ITEM(npred0, i));
        long br = PyLong_AsLong(PyList_GET_ITEM(by_rank, i));
        if (PyErr_Occurred()) goto done;
        if (br < 0 || br >= n) {
            PyErr_SetString(PyExc_ValueError, "list_schedule: a rank names no node");
            goto done;
        }
        npred[i] = (int32_t)np;
        by[i] = (int32_t)br;
        rank[br] = (int32_t)i;
        double e = t0;
        if (has_avail) {   /* values of earlier regions of the block */
            PyObject *uses = rec[i].uses;
            for (Py_ssize_t k = 0; k < PyTuple_GET_SIZE(uses); k++) {
                PyObject *a = PyDict_GetItemWithError(avail, PyTuple_GET_ITEM(uses, k));
                if (!a) {
                    if (PyErr_Occurred()) goto done;
                    continue;
                }
                double av = PyFloat_AsDouble(a);
                if (av == -1.0 && PyErr_Occurred()) goto done;
                if (av > e) e = av;
            }
        }
        if (useful != Py_None) {
            double u = PyFloat_AsDouble(PyList_GET_ITEM(useful, i));
            if (u == -1.0 && PyErr_Occurred()) goto done;
            e = e > u ? e : u;
        }
        earliest[i] = e;
    }
    for (Py_ssize_t i = 0; i < n; i++)
        if (npred[i] == 0) heap_push(&pend, earliest[i], (int32_t)i);
    double t = t0;
    Py_ssize_t norder = 0;
    while (norder < n) {
        if (norder == check_at) {
            PyObject *v = PyObject_CallFunctionObjArgs(over_cap, order, NULL);
            if (!v) goto done;
            int over = PyObject_IsTrue(v);
            Py_DECREF(v);
            if (over < 0) goto done;
            if (over) {
                abandoned = 1;
                break;
            }
            check_at *= 2;
        }
        while (pend.n && pend.a[0].e <= t) {
            int32_t i = heap_pop(&pend).i;
            heap_push(rec[i].mfma ? &qm : rec[i].lds ? &ql : &qo, rank[i], rank[i]);
        }
        int lds_ok = ql.n && t >= lds_free;
        Heap *oq = lds_ok && (!qo.n || ql.a[0].i < qo.a[0].i) ? &ql : &qo;
        int32_t cand = -1;
        /* an MFMA can issue now: it goes first (see list_schedule.schedule_region) */
        int mfma_ok = qm.n && t >= mfma_free;
        if (G) {   /* guarded: the heuristic's preference among the nodes that fit */
            Heap *qs[3];
            int nq = 0;
            if (mfma_ok) qs[nq++] = &qm;
            qs[nq++] = oq;   /* (&qo unless the LDS port is free) */
            if (lds_ok) qs[nq++] = oq == &ql ? &qo : &ql;
            cand = guarded_pick(G, qs, nq, by, skip);
            if (cand < 0 && !pend.n && !(qm.n && t < mfma_free) && !(ql.n && t < lds_free))
                cand = forced_pick(G, qs, nq, by);   /* nothing can come that might fit */
            if (cand >= 0) guard_issue(G, cand);
        } else if (mfma_ok) {
            cand = by[heap_pop(&qm).i];
        } else if (oq->n) {
            cand = by[heap_pop(oq).i];
        }
        if (cand < 0) {   /* the next time something can issue */
            int any = 0;
            double nxt = 0.0;
            if (pend.n) {
                nxt = pend.a[0].e;
                any = 1;
            }
            if (qm.n && mfma_free > t && (!any || mfma_free < nxt)) {
                nxt = mfma_free;
                any = 1;
            }
            if (ql.n && lds_free > t && (!any || lds_free < nxt)) {
                nxt = lds_free;
                any = 1;
            }
            if (!any) {
                PyErr_SetString(PyExc_RuntimeError, "list_schedule: nothing can issue (a cycle in the graph?)");
                goto done;
            }
            t = t > nxt ? t : nxt;
            continue;
        }
        LRec *nd = &rec[cand];
        PyObject *ci = PyLong_FromLong(cand);
        if (!ci || PyList_Append(order, ci) < 0) {
            Py_XDECREF(ci);
            goto done;
        }
        Py_DECREF(ci);
        norder++;
        double start = t;
        if (nd->flags & LS_FENCE) {   /* its s_waitcnt retires LDS ops and stores */
            start = start >= lds_done ? start : lds_done;
            start = start >= store_done ? start : store_done;
        }
        if (nd->mfma) {
            start = start >= mfma_free ? start : mfma_free;
            mfma_free = start + nd->mfma;
        } else if (nd->lds) {
            start = start >= lds_free ? start : lds_free;
            lds_free = start + nd->lds;
        }
        t = start + nd->issue;
        double done_t = start + nd->lat;
        if (record && PyTuple_GET_SIZE(nd->defs)) {
            PyObject *dv = PyFloat_FromDouble(done_t);
            if (!dv) goto done;
            for (Py_ssize_t k = 0; k < PyTuple_GET_SIZE(nd->defs); k++)
                if (PyDict_SetItem(avail, PyTuple_GET_ITEM(nd->defs, k), dv) < 0) {
                    Py_DECREF(dv);
                    goto done;
                }
            Py_DECREF(dv);
        }
        if (nd->flags & LS_LDS) {   /* a barrier of this region waits for them */
            if (done_t > lds_done) {
                lds_done = done_t;
                lds_set = 1;
            }
        } else if (nd->flags & LS_WRITES) {
            if (done_t > store_done) {
                store_done = done_t;
                store_set = 1;
            }
        }
        PyObject *ss = PyList_GET_ITEM(succs, cand);
        if (!PyList_Check(ss)) {
            PyErr_SetString(PyExc_TypeError, "list_schedule: successors are not a list");
            goto done;
        }
        for (Py_ssize_t k = 0; k < PyList_GET_SIZE(ss); k++) {
            PyObject *edge = PyList_GET_ITEM(ss, k);
            if (!PyTuple_Check(edge) || PyTuple_GET_SIZE(edge) != 2) {
                PyErr_SetString(PyExc_TypeError, "list_schedule: an edge is not (successor, latency)");
                goto done;
            }
            long sidx = PyLong_AsLong(PyTuple_GET_ITEM(edge, 0));
            double lat = PyFloat_AsDouble(PyTuple_GET_ITEM(edge, 1));
            if (PyErr_Occurred()) goto done;
            if (sidx < 0 || sidx >= n) {
                PyErr_SetString(PyExc_ValueError, "list_schedule: an edge names no node");
                goto done;
            }
            double e = start + lat;
            if (e > earliest[sidx]) earliest[sidx] = e;
            if (--npred[sidx] == 0) {
                e = earliest[sidx];
                if (e <= t)
                    heap_push(rec[sidx].mfma ? &qm : rec[sidx].lds ? &ql : &qo, rank[sidx], rank[sidx]);
                else
                    heap_push(&pend, e, (int32_t)sidx);
            }
        }
    }
    {
        PyObject *ld = lds_set ? PyFloat_FromDouble(lds_done) : (Py_INCREF(Py_None), Py_None);
        PyObject *sd = store_set ? PyFloat_FromDouble(store_done) : (Py_INCREF(Py_None), Py_None);
        if (!ld || !sd) {
            Py_XDECREF(ld);
            Py_XDECREF(sd);
            goto done;
        }
        if (abandoned) {
            Py_DECREF(order);
            Py_INCREF(Py_None);
            order = Py_None;
        }
        result = Py_BuildValue("(OdddNN)", order, t, mfma_free, lds_free, ld, sd);
    }
done:
    free(rec);
    free(npred);
    free(rank);
    free(by);
    free(earliest);
    free(qm.a);
    free(ql.a);
    free(qo.a);
    free(pend.a);
    free(skip);
    if (G) guard_free(G);
    Py_XDECREF(order);
    return result;
}


/* ------------------------------------------------------------------ dependence graph */

/* The main loop of Scheduler._graph (passes/schedule.py, the reference; the barrier edges
 * are added after it in Python): per node the earlier nodes it depends on — true register
 * dependences with the writer's latency, anti and output dependences and memory order
 * (per space id: the last writer, the readers since) with 0 — in the order the Python
 * loop's dict inserts them, each edge's latency raised to (wait states + 1) * cpp where a
 * hazard row separates the pair (the memo's pair wait). */

/* index of a unit / space id in [0, limit), or -1 with an exception */
static Py_ssize_t small_id(PyObject *o, Py_ssize_t limit, const char *what) {
    long v = PyLong_AsLong(o);
    if (v == -1 && PyErr_Occurred()) return -1;
    if (v < 0 || v >= limit) {
        PyErr_Format(PyExc_ValueError, "dep_graph: %s %ld out of range", what, v);
        return -1;
    }
    return (Py_ssize_t)v;
}

/* dep_graph(region, nunits, nspaces, memo, pair_wait, cpp) -> (succs, npred) */
static PyObject *dep_graph(PyObject *self, PyObject *args) {
    PyObject *region, *cap, *pair_wait;
    Py_ssize_t nu, ns;
    double cpp;
    if (!PyArg_ParseTuple(args, "O!nnOOd", &PyList_Type, &region, &nu, &ns, &cap, &pair_wait, &cpp)) return NULL;
    PairMemo *memo = (PairMemo *)PyCapsule_GetPointer(cap, MEMO_CAPSULE);
    if (!memo) return NULL;
    Py_ssize_t n = PyList_GET_SIZE(region);
    LRec *rec = (LRec *)malloc((size_t)(n + 1) * sizeof(LRec));
    int32_t *last_w = (int32_t *)malloc((size_t)(nu + 1) * sizeof(int32_t));
    Vec *readers = (Vec *)calloc((size_t)(nu + 1), sizeof(Vec));
    int32_t *mem_w = (int32_t *)malloc((size_t)(ns + 1) * sizeof(int32_t));
    Vec *mem_r = (Vec *)calloc((size_t)(ns + 1), sizeof(Vec));
    int32_t *slot = (int32_t *)malloc((size_t)(n + 1) * sizeof(int32_t));   /* node -> its place in seen, -1 */
    int32_t *seen_w = (int32_t *)malloc((size_t)(n + 1) * sizeof(int32_t));
    double *seen_lat = (double *)malloc((size_t)(n + 1) * sizeof(double));
    PyObject *succs = PyList_New(n), *npred = PyList_New(n), *result = NULL;
    long *np = (long *)calloc((size_t)(n + 1), sizeof(long));
    if (!rec || !last_w || !readers || !mem_w || !mem_r || !slot || !seen_w || !seen_lat || !succs || !npred || !np) {
        PyErr_NoMemory();
        goto done;
    }
    for (Py_ssize_t i = 0; i < n; i++) {
        PyObject *l = PyList_New(0);
        if (!l) goto done;
        PyList_SET_ITEM(succs, i, l);
        if (read_lrec(PyList_GET_ITEM(region, i), &rec[i]) < 0) goto done;
        if (rec[i].tid <= 0) {
            PyErr_SetString(PyExc_ValueError, "dep_graph: a node without its hazard text id");
            goto done;
        }
        slot[i] = -1;
    }
    for (Py_ssize_t u = 0; u < nu; u++) last_w[u] = -1;
    for (Py_ssize_t k = 0; k < ns; k++) mem_w[k] = -1;
    for (Py_ssize_t i = 0; i < n; i++) {
        LRec *nd = &rec[i];
        Py_ssize_t nseen = 0;
#define SEE(W, LAT)                          \
    do {                                     \
        seen_w[nseen] = (W);                 \
        seen_lat[nseen] = (LAT);             \
        slot[(W)] = (int32_t)nseen++;        \
    } while (0)
        for (Py_ssize_t k = 0; k < PyTuple_GET_SIZE(nd->uses); k++) {
            Py_ssize_t u = small_id(PyTuple_GET_ITEM(nd->uses, k), nu, "unit");
            if (u < 0) goto done;
            int32_t w = last_w[u];
            if (w >= 0) {
                double lat = rec[w].lat;
                if (slot[w] < 0)
                    SEE(w, lat);
                else if (seen_lat[slot[w]] < lat)
                    seen_lat[slot[w]] = lat;
            }
            if (vpush(&readers[u], (int32_t)i) < 0) goto done;
        }
        for (Py_ssize_t k = 0; k < PyTuple_GET_SIZE(nd->defs); k++) {
            Py_ssize_t u = small_id(PyTuple_GET_ITEM(nd->defs, k), nu, "unit");
            if (u < 0) goto done;
            int32_t w = last_w[u];
            if (w >= 0 && w != i && slot[w] < 0) SEE(w, 0.0);
            for (Py_ssize_t r = 0; r < readers[u].n; r++) {
                int32_t x = readers[u].v[r];
                if (x != i && slot[x] < 0) SEE(x, 0.0);
            }
            readers[u].n = 0;
            last_w[u] = (int32_t)i;
        }
        for (Py_ssize_t k = 0; k < PyTuple_GET_SIZE(nd->reads); k++) {
            Py_ssize_t sp = small_id(PyTuple_GET_ITEM(nd->reads, k), ns, "memory space");
            if (sp < 0) goto done;
            int32_t w = mem_w[sp];
            if (w >= 0 && slot[w] < 0) SEE(w, 0.0);
        }
        for (Py_ssize_t k = 0; k < PyTuple_GET_SIZE(nd->writes); k++) {
            Py_ssize_t sp = small_id(PyTuple_GET_ITEM(nd->writes, k), ns, "memory space");
            if (sp < 0) goto done;
            int32_t w = mem_w[sp];
            if (w >= 0 && slot[w] < 0) SEE(w, 0.0);
            for (Py_ssize_t r = 0; r < mem_r[sp].n; r++) {
                int32_t x = mem_r[sp].v[r];
                if (x != i && slot[x] < 0) SEE(x, 0.0);
            }
            mem_r[sp].n = 0;
            mem_w[sp] = (int32_t)i;
        }
        for (Py_ssize_t k = 0; k < PyTuple_GET_SIZE(nd->reads); k++) {
            Py_ssize_t sp = small_id(PyTuple_GET_ITEM(nd->reads, k), ns, "memory space");
            if (vpush(&mem_r[sp], (int32_t)i) < 0) goto done;
        }
#undef SEE
        for (Py_ssize_t k = 0; k < nseen; k++) {
            int32_t w = seen_w[k];
            double lat = seen_lat[k];
            slot[w] = -1;
            if (rec[w].first_mask & nd->second_mask) {   /* a hazard row between the pair */
                int32_t ws = memo_wait(memo, rec[w].tid, nd->tid, rec[w].hazard, nd->hazard, pair_wait);
                if (ws < 0) goto done;
                if (ws) {
                    double need = (double)(ws + 1) * cpp;
                    lat = lat >= need ? lat : need;
                }
            }
            PyObject *e = Py_BuildValue("(nd)", (Py_ssize_t)i, lat);
            if (!e || PyList_Append(PyList_GET_ITEM(succs, w), e) < 0) {
                Py_XDECREF(e);
                goto done;
            }
            Py_DECREF(e);
        }
        np[i] += nseen;
    }
    for (Py_ssize_t i = 0; i < n; i++) {
        PyObject *v = PyLong_FromLong(np[i]);
        if (!v) goto done;
        PyList_SET_ITEM(npred, i, v);
    }
    result = Py_BuildValue("(OO)", succs, npred);
done:
    if (readers)
        for (Py_ssize_t u = 0; u < nu; u++) free(readers[u].v);
    if (mem_r)
        for (Py_ssize_t k = 0; k < ns; k++) free(mem_r[k].v);
    free(rec);
    free(last_w);
    free(readers);
    free(mem_w);
    free(mem_r);
    free(slot);
    free(seen_w);
    free(seen_lat);
    free(np);
    Py_XDECREF(succs);
    Py_XDECREF(npred);
    return result;
}


/* ------------------------------------------------------------------ pipe plan, untimed order */

typedef struct {
    double a;
    int32_t i;
} AsapKey;

static int asap_cmp(const void *x, const void *y) {
    const AsapKey *p = (const AsapKey *)x, *q = (const AsapKey *)y;
    if (p->a < q->a) return -1;
    if (p->a > q->a) return 1;
    return (p->i > q->i) - (p->i < q->i);
}

/* Read the successor lists (s, lat) of one node into the callback-free arrays. */
static int edge_at(PyObject *ss, Py_ssize_t k, Py_ssize_t n, long *sidx, double *lat) {
    PyObject *edge = PyList_GET_ITEM(ss, k);
    if (!PyTuple_Check(edge) || PyTuple_GET_SIZE(edge) != 2) {
        PyErr_SetString(PyExc_TypeError, "an edge is not (successor, latency)");
        return -1;
    }
    *sidx = PyLong_AsLong(PyTuple_GET_ITEM(edge, 0));
    *lat = PyFloat_AsDouble(PyTuple_GET_ITEM(edge, 1));
    if (PyErr_Occurred()) return -1;
    if (*sidx < 0 || *sidx >= n) {
        PyErr_SetString(PyExc_ValueError, "an edge names no node");
        return -1;
    }
    return 0;
}

static PyObject *doubles_list(const double *v, Py_ssize_t n) {
    PyObject *l = PyList_New(n);
    if (!l) return NULL;
    for (Py_ssize_t i = 0; i < n; i++) {
        PyObject *f = PyFloat_FromDouble(v[i]);
        if (!f) {
            Py_DECREF(l);
            return NULL;
        }
        PyList_SET_ITEM(l, i, f);
    }
    return l;
}

/* pipe_plan(region, succs, t0, lds_port, issue_sum) -> (latest, useful): list_schedule._pipe_plan
 * (the reference); issue_sum is the region's summed issue cycles as Python sums them. */
static PyObject *pipe_plan(PyObject *self, PyObject *args) {
    PyObject *region, *succs;
    double t0, issue_sum;
    int lds_port;
    if (!PyArg_ParseTuple(args, "O!O!dpd", &PyList_Type, &region, &PyList_Type, &succs, &t0, &lds_port, &issue_sum))
        return NULL;
    Py_ssize_t n = PyList_GET_SIZE(region);
    if (PyList_GET_SIZE(succs) != n) {
        PyErr_SetString(PyExc_ValueError, "pipe_plan: region and graph differ in length");
        return NULL;
    }
    LRec *rec = (LRec *)malloc((size_t)(n + 1) * sizeof(LRec));
    double *asap = (double *)malloc((size_t)(n + 1) * sizeof(double));
    double *latest = (double *)calloc((size_t)(n + 1), sizeof(double));
    double *useful = (double *)malloc((size_t)(n + 1) * sizeof(double));
    char *planned = (char *)calloc((size_t)(n + 1), 1);
    AsapKey *mf = (AsapKey *)malloc((size_t)(n + 1) * sizeof(AsapKey));
    PyObject *result = NULL;
    if (!rec || !asap || !latest || !useful || !planned || !mf) {
        PyErr_NoMemory();
        goto done;
    }
    for (Py_ssize_t i = 0; i < n; i++) {
        if (read_lrec(PyList_GET_ITEM(region, i), &rec[i]) < 0) goto done;
        asap[i] = t0;
    }
    Py_ssize_t nm = 0;
    for (Py_ssize_t i = 0; i < n; i++) {
        double a = asap[i], iss = rec[i].issue;
        PyObject *ss = PyList_GET_ITEM(succs, i);
        if (!PyList_Check(ss)) {
            PyErr_SetString(PyExc_TypeError, "pipe_plan: successors are not a list");
            goto done;
        }
        for (Py_ssize_t k = 0; k < PyList_GET_SIZE(ss); k++) {
            long s2;
            double lat;
            if (edge_at(ss, k, n, &s2, &lat) < 0) goto done;
            double v = a + (lat > iss ? lat : iss);
            if (v > asap[s2]) asap[s2] = v;
        }
    }
    for (Py_ssize_t i = 0; i < n; i++)
        if (rec[i].mfma) {
            mf[nm].a = asap[i];
            mf[nm].i = (int32_t)i;
            nm++;
        }
    qsort(mf, (size_t)nm, sizeof(AsapKey), asap_cmp);
    double t = nm ? mf[0].a : t0;
    for (Py_ssize_t k = 0; k < nm; k++) {
        int32_t i = mf[k].i;
        latest[i] = t;
        planned[i] = 1;
        t += rec[i].mfma;
    }
    double other = t0 + issue_sum;
    double end = t >= other ? t : other;
    double port_next = INFINITY;
    for (Py_ssize_t i = n - 1; i >= 0; i--) {
        if (planned[i]) continue;
        LRec *nd = &rec[i];
        double v = end - ((PyTuple_GET_SIZE(nd->defs) || (nd->flags & LS_COUNTERS)) ? nd->lat : nd->issue);
        double iss = nd->issue;
        PyObject *ss = PyList_GET_ITEM(succs, i);
        for (Py_ssize_t k = 0; k < PyList_GET_SIZE(ss); k++) {
            long s2;
            double lat;
            if (edge_at(ss, k, n, &s2, &lat) < 0) goto done;
            double w = latest[s2] - (lat > iss ? lat : iss);
            if (w < v) v = w;
        }
        if (lds_port && nd->lds) {
            if (v > port_next - nd->lds) v = port_next - nd->lds;
            port_next = v;
        }
        latest[i] = v;
    }
    for (Py_ssize_t i = 0; i < n; i++) useful[i] = planned[i] ? t0 : latest[i] - rec[i].lat;
    {
        PyObject *l = doubles_list(latest, n), *u = l ? doubles_list(useful, n) : NULL;
        if (!l || !u) {
            Py_XDECREF(l);
            goto done;
        }
        result = Py_BuildValue("(NN)", l, u);
    }
done:
    free(rec);
    free(asap);
    free(latest);
    free(useful);
    free(planned);
    free(mf);
    return result;
}

/* priority_order(region, succs, npred0, by_rank, check_at, over_cap[, guard]) -> order or None:
 * list_schedule._priority_order (the reference): the best-ranked ready instruction, an MFMA
 * only when no other is better ranked; with a guard record (PressureGuard.native_record),
 * the first that fits the guard in that preference, else the least live units. */
static PyObject *priority_order(PyObject *self, PyObject *args) {
    PyObject *region, *succs, *npred0, *by_rank, *over_cap, *guard_rec = Py_None;
    Py_ssize_t check_at;
    if (!PyArg_ParseTuple(args, "O!O!O!O!nO|O", &PyList_Type, &region, &PyList_Type, &succs, &PyList_Type,
                          &npred0, &PyList_Type, &by_rank, &check_at, &over_cap, &guard_rec))
        return NULL;
    Py_ssize_t n = PyList_GET_SIZE(region);
    if (PyList_GET_SIZE(succs) != n || PyList_GET_SIZE(npred0) != n || PyList_GET_SIZE(by_rank) != n) {
        PyErr_SetString(PyExc_ValueError, "priority_order: region, graph and ranks differ in length");
        return NULL;
    }
    char *is_mfma = (char *)malloc((size_t)(n + 1));
    int32_t *npred = (int32_t *)malloc((size_t)(n + 1) * sizeof(int32_t));
    int32_t *rank = (int32_t *)malloc((size_t)(n + 1) * sizeof(int32_t));
    int32_t *by = (int32_t *)malloc((size_t)(n + 1) * sizeof(int32_t));
    Heap qm = {(Pend *)malloc((size_t)(n + 1) * sizeof(Pend)), 0};
    Heap qo = {(Pend *)malloc((size_t)(n + 1) * sizeof(Pend)), 0};
    Pend *skip = (Pend *)malloc((size_t)(n + 1) * sizeof(Pend));
    PyObject *order = PyList_New(0), *result = NULL;
    Guard guard, *G = NULL;
    if (!is_mfma || !npred || !rank || !by || !qm.a || !qo.a || !skip || !order) {
        PyErr_NoMemory();
        goto done;
    }
    if (guard_rec != Py_None) {
        if (guard_read(guard_rec, n, &guard) < 0) goto done;
        G = &guard;
    }
    for (Py_ssize_t i = 0; i < n; i++) {
        LRec r;
        if (read_lrec(PyList_GET_ITEM(region, i), &r) < 0) goto done;
        is_mfma[i] = r.mfma != 0.0;
        long np = PyLong_AsLong(PyList_GET_ITEM(npred0, i));
        long br = PyLong_AsLong(PyList_GET_ITEM(by_rank, i));
        if (PyErr_Occurred()) goto done;
        if (br < 0 || br >= n) {
            PyErr_SetString(PyExc_ValueError, "priority_order: a rank names no node");
            goto done;
        }
        npred[i] = (int32_t)np;
        by[i] = (int32_t)br;
        rank[br] = (int32_t)i;
    }
    for (Py_ssize_t i = 0; i < n; i++)
        if (npred[i] == 0) heap_push(is_mfma[i] ? &qm : &qo, rank[i], rank[i]);
    Py_ssize_t norder = 0;
    while (norder < n) {
        if (norder == check_at) {
            PyObject *v = PyObject_CallFunctionObjArgs(over_cap, order, NULL);
            if (!v) goto done;
            int over = PyObject_IsTrue(v);
            Py_DECREF(v);
            if (over < 0) goto done;
            if (over) {
                Py_INCREF(Py_None);
                result = Py_None;
                goto done;
            }
            check_at *= 2;
        }
        int32_t cand;
        if (G) {   /* guarded: the first that fits (MFMAs first where the rule picks one) */
            Heap *qs[2];
            int mf = qm.n && !(qo.n && qo.a[0].i < qm.a[0].i);
            qs[0] = mf ? &qm : &qo;
            qs[1] = mf ? &qo : &qm;
            cand = guarded_pick(G, qs, 2, by, skip);
            if (cand < 0) cand = forced_pick(G, qs, 2, by);
            if (cand < 0) {
                PyErr_SetString(PyExc_RuntimeError, "priority_order: nothing is ready (a cycle in the graph?)");
                goto done;
            }
            guard_issue(G, cand);
        } else if (qm.n && !(qo.n && qo.a[0].i < qm.a[0].i))
            cand = by[heap_pop(&qm).i];
        else if (qo.n)
            cand = by[heap_pop(&qo).i];
        else {
            PyErr_SetString(PyExc_RuntimeError, "priority_order: nothing is ready (a cycle in the graph?)");
            goto done;
        }
        PyObject *ci = PyLong_FromLong(cand);
        if (!ci || PyList_Append(order, ci) < 0) {
            Py_XDECREF(ci);
            goto done;
        }
        Py_DECREF(ci);
        norder++;
        PyObject *ss = PyList_GET_ITEM(succs, cand);
        if (!PyList_Check(ss)) {
            PyErr_SetString(PyExc_TypeError, "priority_order: successors are not a list");
            goto done;
        }
        for (Py_ssize_t k = 0; k < PyList_GET_SIZE(ss); k++) {
            long s2;
            double lat;
            if (edge_at(ss, k, n, &s2, &lat) < 0) goto done;
            if (--npred[s2] == 0) heap_push(is_mfma[s2] ? &qm : &qo, rank[s2], rank[s2]);
        }
    }
    Py_INCREF(order);
    result = order;
done:
    free(is_mfma);
    free(npred);
    free(rank);
    free(by);
    free(qm.a);
    free(qo.a);
    free(skip);
    if (G) guard_free(G);
    Py_XDECREF(order);
    return result;
}

/* ------------------------------------------------------------------ register placement */

/* The renamer's occupation bookkeeping and register choice (rename.py: _GrowingMasks is
 * the reference of occ_new / occ_add / occ_union, _place with _farthest the reference of
 * occ_place; tests/test_rename_native.py checks that both give the same answers). An
 * occupation is a list of VGPR unit masks, one per gap between a block's instructions,
 * that only grow; a mask here is a VGPR unit set below VGPR_BITS (common.py, 512 units):
 * OCC_W words, unit u bit u % 64 of word u / 64. The lists live in a capsule; a mask
 * argument counts by its low 512 bits (the renamer's masks name no other units). */

#define OCC_W 8                 /* VGPR_BITS / 64 */
#define OCC_CHUNK_SHIFT 4       /* as rename._CHUNK_SHIFT (any size gives the same answers) */
#define OCC_CAPSULE "wave_asm_ext.passes._native.Occupation"

typedef struct {
    Py_ssize_t n, nch;
    uint64_t *m;    /* n masks */
    uint64_t *ch;   /* nch masks: the OR of each chunk of 1 << OCC_CHUNK_SHIFT masks */
} Occ;

static PyObject *occ_low_bits;   /* (1 << 512) - 1 */

/* the low 512 bits of the int v */
static int mask_in(PyObject *v, uint64_t *w) {
    unsigned char buf[OCC_W * 8];
    if (!PyLong_Check(v)) {
        PyErr_SetString(PyExc_TypeError, "a mask must be an int");
        return -1;
    }
#if PY_VERSION_HEX >= 0x030D0000
    if (PyLong_AsNativeBytes(v, buf, sizeof buf,
                             Py_ASNATIVEBYTES_LITTLE_ENDIAN | Py_ASNATIVEBYTES_UNSIGNED_BUFFER) < 0)
        return -1;
#else
    if (_PyLong_AsByteArray((PyLongObject *)v, buf, sizeof buf, 1, 0) < 0) {
        /* wider than 512 bits (or negative): its low bits */
        if (!PyErr_ExceptionMatches(PyExc_OverflowError)) return -1;
        PyErr_Clear();
        PyObject *low = PyNumber_And(v, occ_low_bits);
        if (!low) return -1;
        int r = _PyLong_AsByteArray((PyLongObject *)low, buf, sizeof buf, 1, 0);
        Py_DECREF(low);
        if (r < 0) return -1;
    }
#endif
    for (int i = 0; i < OCC_W; i++) {
        uint64_t x = 0;
        for (int j = 7; j >= 0; j--) x = (x << 8) | buf[8 * i + j];
        w[i] = x;
    }
    return 0;
}

static PyObject *mask_out(const uint64_t *w) {
    unsigned char buf[OCC_W * 8];
    for (int i = 0; i < OCC_W; i++)
        for (int j = 0; j < 8; j++) buf[8 * i + j] = (unsigned char)(w[i] >> (8 * j));
#if PY_VERSION_HEX >= 0x030D0000
    return PyLong_FromUnsignedNativeBytes(buf, sizeof buf, Py_ASNATIVEBYTES_LITTLE_ENDIAN);
#else
    return _PyLong_FromByteArray(buf, sizeof buf, 1, 0);
#endif
}

static void occ_release(Occ *o) {
    if (o) {
        free(o->m);
        free(o->ch);
        free(o);
    }
}

static void occ_free(PyObject *cap) {
    occ_release((Occ *)PyCapsule_GetPointer(cap, OCC_CAPSULE));
}

/* occ_new(masks) -> the occupation (a capsule) of a list of masks */
static PyObject *occ_new(PyObject *self, PyObject *masks) {
    if (!PyList_Check(masks)) {
        PyErr_SetString(PyExc_TypeError, "occ_new takes a list of masks");
        return NULL;
    }
    Py_ssize_t n = PyList_GET_SIZE(masks);
    Occ *o = (Occ *)calloc(1, sizeof(Occ));
    if (!o) return PyErr_NoMemory();
    o->n = n;
    o->nch = (n + (1 << OCC_CHUNK_SHIFT) - 1) >> OCC_CHUNK_SHIFT;
    o->m = (uint64_t *)calloc((size_t)(n ? n : 1) * OCC_W, sizeof(uint64_t));
    o->ch = (uint64_t *)calloc((size_t)(o->nch ? o->nch : 1) * OCC_W, sizeof(uint64_t));
    if (!o->m || !o->ch) {
        occ_release(o);
        return PyErr_NoMemory();
    }
    for (Py_ssize_t i = 0; i < n; i++) {
        uint64_t *w = o->m + i * OCC_W, *c = o->ch + (i >> OCC_CHUNK_SHIFT) * OCC_W;
        if (mask_in(PyList_GET_ITEM(masks, i), w) < 0) {
            occ_release(o);
            return NULL;
        }
        for (int j = 0; j < OCC_W; j++) c[j] |= w[j];
    }
    PyObject *cap = PyCapsule_New(o, OCC_CAPSULE, occ_free);
    if (!cap) occ_release(o);
    return cap;
}

/* masks a..b-1 (a >= 0, b clamped to n) OR-ed into acc */
static int occ_or_range(const Occ *o, Py_ssize_t a, Py_ssize_t b, uint64_t *acc) {
    if (a < 0) {
        PyErr_SetString(PyExc_IndexError, "occupation: negative index");
        return -1;
    }
    if (b > o->n) b = o->n;
    const Py_ssize_t step = (Py_ssize_t)1 << OCC_CHUNK_SHIFT;
    Py_ssize_t ca = (a + step - 1) >> OCC_CHUNK_SHIFT, cb = b >> OCC_CHUNK_SHIFT;
    if (ca >= cb) {   /* no whole chunk: the masks one by one */
        for (Py_ssize_t i = a; i < b; i++)
            for (int j = 0; j < OCC_W; j++) acc[j] |= o->m[i * OCC_W + j];
        return 0;
    }
    for (Py_ssize_t i = a; i < ca << OCC_CHUNK_SHIFT; i++)
        for (int j = 0; j < OCC_W; j++) acc[j] |= o->m[i * OCC_W + j];
    for (Py_ssize_t c = ca; c < cb; c++)
        for (int j = 0; j < OCC_W; j++) acc[j] |= o->ch[c * OCC_W + j];
    for (Py_ssize_t i = cb << OCC_CHUNK_SHIFT; i < b; i++)
        for (int j = 0; j < OCC_W; j++) acc[j] |= o->m[i * OCC_W + j];
    return 0;
}

/* occ_add(occ, a, b, mask): masks a..b-1 |= mask (_GrowingMasks.add) */
static PyObject *occ_add(PyObject *self, PyObject *args) {
    PyObject *cap, *mask;
    Py_ssize_t a, b;
    uint64_t w[OCC_W];
    if (!PyArg_ParseTuple(args, "OnnO", &cap, &a, &b, &mask)) return NULL;
    Occ *o = (Occ *)PyCapsule_GetPointer(cap, OCC_CAPSULE);
    if (!o || mask_in(mask, w) < 0) return NULL;
    if (a < b) {
        if (a < 0 || b > o->n) {
            PyErr_SetString(PyExc_IndexError, "occupation: range out of the list");
            return NULL;
        }
        for (Py_ssize_t i = a; i < b; i++)
            for (int j = 0; j < OCC_W; j++) o->m[i * OCC_W + j] |= w[j];
        for (Py_ssize_t c = a >> OCC_CHUNK_SHIFT; c <= (b - 1) >> OCC_CHUNK_SHIFT; c++)
            for (int j = 0; j < OCC_W; j++) o->ch[c * OCC_W + j] |= w[j];
    }
    Py_RETURN_NONE;
}

/* occ_union(occ, a, b) -> the OR of masks a..b-1 (_GrowingMasks.union) */
static PyObject *occ_union(PyObject *self, PyObject *args) {
    PyObject *cap;
    Py_ssize_t a, b;
    uint64_t acc[OCC_W] = {0};
    if (!PyArg_ParseTuple(args, "Onn", &cap, &a, &b)) return NULL;
    Occ *o = (Occ *)PyCapsule_GetPointer(cap, OCC_CAPSULE);
    if (!o || occ_or_range(o, a, b, acc) < 0) return NULL;
    return mask_out(acc);
}

/* out = x >> s (s >= 0) */
static void mask_shr(const uint64_t *x, int s, uint64_t *out) {
    int q = s >> 6, r = s & 63;
    for (int i = 0; i < OCC_W; i++) {
        uint64_t lo = i + q < OCC_W ? x[i + q] : 0, hi = i + q + 1 < OCC_W ? x[i + q + 1] : 0;
        out[i] = r ? (lo >> r) | (hi << (64 - r)) : lo;
    }
}

/* _fit_starts: bit s of out set iff units s .. s+count-1 are all set in free and below limit */
static void fit_starts(const uint64_t *free, int count, int limit, uint64_t *out) {
    uint64_t f[OCC_W], t[OCC_W];
    for (int i = 0; i < OCC_W; i++) {
        int lo = 64 * i;
        uint64_t below = limit >= lo + 64 ? ~(uint64_t)0 : limit > lo ? ((uint64_t)1 << (limit - lo)) - 1 : 0;
        out[i] = f[i] = free[i] & below;
    }
    for (int s = 1; s < count; s++) {
        mask_shr(f, s, t);
        for (int i = 0; i < OCC_W; i++) out[i] &= t[i];
    }
}

static int mask_any(const uint64_t *x) {
    for (int i = 0; i < OCC_W; i++)
        if (x[i]) return 1;
    return 0;
}

static void mask_not(const uint64_t *x, uint64_t *out) {
    for (int i = 0; i < OCC_W; i++) out[i] = ~x[i];
}

/* occ_place(occ, k, last, index, count, vlimit, avoid, ra, rb, prefer_not, hoist)
 * -> (first register, unit mask) or None: rename._place for the value of register
 * index..index+count-1 (vlimit at most 512). Its widening search is _place's linear steps
 * and _farthest's doubling and bisection as one walk outward, distance by distance (in C
 * each step is cheap): the same answer, F(D) of the largest distance D up to the span's
 * last with F(D) non-empty. */
static PyObject *occ_place(PyObject *self, PyObject *args) {
    PyObject *cap, *avoid_o, *prefer_o;
    Py_ssize_t k, last, ra, rb;
    int index, count, vlimit, hoist;
    if (!PyArg_ParseTuple(args, "OnniiiOnnOp", &cap, &k, &last, &index, &count, &vlimit, &avoid_o, &ra, &rb,
                          &prefer_o, &hoist))
        return NULL;
    Occ *o = (Occ *)PyCapsule_GetPointer(cap, OCC_CAPSULE);
    if (!o) return NULL;
    /* the gaps the search reads: k - d >= ra >= 0 and last + 1 + d <= rb (a value defined by
     * a boundary instruction has ra = k + 1: nothing before it) */
    if (vlimit < 0 || vlimit > 64 * OCC_W || count < 1 || index < 0 || ra < 0 || k >= o->n || rb >= o->n) {
        PyErr_SetString(PyExc_ValueError, "occ_place: arguments out of range");
        return NULL;
    }
    uint64_t inside[OCC_W], prefer[OCC_W], t[OCC_W], starts[OCC_W], span[OCC_W], group[OCC_W];
    if (mask_in(avoid_o, inside) < 0 || mask_in(prefer_o, prefer) < 0) return NULL;
    if (occ_or_range(o, k + 1, last + 1, inside) < 0) return NULL;
    mask_not(inside, t);
    fit_starts(t, count, vlimit, starts);
    if (count > 1) {   /* 64-bit+ tuples keep the parity of the old register */
        uint64_t par = index % 2 ? 0xAAAAAAAAAAAAAAAAULL : 0x5555555555555555ULL;
        for (int i = 0; i < OCC_W; i++) starts[i] &= par;
    }
    if (!mask_any(starts)) Py_RETURN_NONE;
    if (mask_any(prefer)) {
        uint64_t s2[OCC_W];
        mask_not(prefer, t);
        fit_starts(t, count, vlimit, s2);
        for (int i = 0; i < OCC_W; i++) s2[i] &= starts[i];
        if (mask_any(s2)) memcpy(starts, s2, sizeof starts);
    }
    memset(span, 0, sizeof span);
    if (occ_or_range(o, ra, rb + 1, span) < 0) return NULL;
    uint64_t free_[OCC_W];
    mask_not(span, t);
    fit_starts(t, count, vlimit, free_);
    for (int i = 0; i < OCC_W; i++) free_[i] &= starts[i];
    if (mask_any(free_)) {   /* best fit: next to occupied registers (or v0 / the limit) */
        uint64_t lo[OCC_W], hi[OCC_W], both[OCC_W], either[OCC_W];
        for (int i = 0; i < OCC_W; i++)   /* (span << 1) | 1 */
            lo[i] = (span[i] << 1) | (i ? span[i - 1] >> 63 : 1);
        mask_shr(span, count, hi);
        if (vlimit - count >= 0 && vlimit - count < 64 * OCC_W)
            hi[(vlimit - count) >> 6] |= (uint64_t)1 << ((vlimit - count) & 63);
        for (int i = 0; i < OCC_W; i++) {
            lo[i] &= free_[i];
            hi[i] &= free_[i];
            both[i] = lo[i] & hi[i];
            either[i] = lo[i] | hi[i];
        }
        memcpy(group, mask_any(both) ? both : mask_any(either) ? either : free_, sizeof group);
    } else {   /* outward from the value: the candidates whose nearest occupation is farthest */
        uint64_t left[OCC_W], seen[OCC_W] = {0}, nw[OCC_W], hit[OCC_W];
        memcpy(left, starts, sizeof left);
        memset(group, 0, sizeof group);
        Py_ssize_t wb = hoist ? last : rb;
        Py_ssize_t end = (k - ra > wb - last - 1 ? k - ra : wb - last - 1) + 1;   /* distances with a gap */
        for (Py_ssize_t d = 0; d < end && mask_any(left); d++) {
            Py_ssize_t lo = k - d, hi = last + 1 + d;
            int any = 0;
            for (int i = 0; i < OCC_W; i++) {
                uint64_t x = (lo >= ra ? o->m[lo * OCC_W + i] : 0) | (hi <= wb ? o->m[hi * OCC_W + i] : 0);
                nw[i] = x & ~seen[i];
                seen[i] |= nw[i];
                any |= nw[i] != 0;
            }
            if (!any) continue;
            memcpy(hit, nw, sizeof hit);
            for (int s = 1; s < count; s++) {
                mask_shr(nw, s, t);
                for (int i = 0; i < OCC_W; i++) hit[i] |= t[i];
            }
            int hany = 0;
            for (int i = 0; i < OCC_W; i++) {
                hit[i] &= left[i];
                hany |= hit[i] != 0;
            }
            if (hany) {
                for (int i = 0; i < OCC_W; i++) left[i] &= ~hit[i];
                memcpy(group, hit, sizeof group);
            }
        }
        if (mask_any(left)) memcpy(group, left, sizeof group);
    }
    int s0 = -1;
    if (index < 64 * OCC_W && (group[index >> 6] >> (index & 63)) & 1) {
        s0 = index;
    } else {
        for (int i = 0; i < OCC_W && s0 < 0; i++)
            if (group[i]) s0 = 64 * i + __builtin_ctzll(group[i]);
    }
    if (s0 < 0) {   /* cannot happen: starts was not empty */
        PyErr_SetString(PyExc_RuntimeError, "occ_place: no candidate");
        return NULL;
    }
    uint64_t need[OCC_W] = {0};
    for (int u = s0; u < s0 + count && u < 64 * OCC_W; u++) need[u >> 6] |= (uint64_t)1 << (u & 63);
    PyObject *m = mask_out(need);
    if (!m) return NULL;
    return Py_BuildValue("(iN)", s0, m);
}

static PyMethodDef methods[] = {
    {"walk", walk, METH_VARARGS,
     "walk(packed, nunits, ngroups, group_counter, cmax, groups, regs, lds_fence, hold_barriers, "
     "merge_window, vmstore_unit, ldsdma_unit, fold_events) -> None or (waits0, merged, groups, regs)"},
    {"pack_facts", pack_facts, METH_VARARGS,
     "pack_facts(flags, slots, counters, inorder, need, waw_free, defs, pend, events) -> the walk's record"},
    {"gather", gather, METH_VARARGS, "gather(items, cache) -> (values, indices of the items not in cache)"},
    {"place_waits", place_waits, METH_VARARGS,
     "place_waits(insts, waits0, merged, emit, emit0, waits, operands, new_operand, make_wait, max_waits) -> None"},
    {"rel_dicts", rel_dicts, METH_VARARGS,
     "rel_dicts(groups_out, regs_out, groups, orders) -> walk's out-state as (groups, regs) dicts"},
    {"estimate_block", estimate_block, METH_VARARGS,
     "estimate_block(records, nunits, self_loop, cpp) -> (t, start, busy issue, busy mfma, busy lds)"},
    {"pair_memo", pair_memo, METH_NOARGS, "pair_memo() -> an empty memo of pair waits for hazard_walk"},
    {"pair_memo_size", pair_memo_size, METH_VARARGS, "pair_memo_size(memo) -> the number of pairs it holds"},
    {"memo_pair_wait", memo_pair_wait, METH_VARARGS,
     "memo_pair_wait(memo, pair_wait, info1, info2) -> the pair's wait states, from the memo or pair_wait"},
    {"list_schedule", list_schedule, METH_VARARGS,
     "list_schedule(region, succs, npred0, by_rank, t0, mfma_free, avail, useful, record, "
     "lds_free, lds_done, store_done, check_at, over_cap[, guard]) -> (order, t, mfma_free, lds_free, lds_done, "
     "store_done)"},
    {"dep_graph", dep_graph, METH_VARARGS,
     "dep_graph(region, nunits, nspaces, memo, pair_wait, cpp) -> (succs, npred) of Scheduler._graph's main loop"},
    {"pipe_plan", pipe_plan, METH_VARARGS,
     "pipe_plan(region, succs, t0, lds_port, issue_sum) -> (latest, useful) of list_schedule._pipe_plan"},
    {"priority_order", priority_order, METH_VARARGS,
     "priority_order(region, succs, npred0, by_rank, check_at, over_cap[, guard]) -> order or None"},
    {"hazard_walk", hazard_walk, METH_VARARGS,
     "hazard_walk(infos, window, memo, pair_wait) -> ((index, wait states) of the s_nops, window, clock)"},
    {"occ_new", occ_new, METH_O, "occ_new(masks) -> the renamer's occupation of a list of masks (a capsule)"},
    {"occ_add", occ_add, METH_VARARGS, "occ_add(occ, a, b, mask): masks a..b-1 |= mask"},
    {"occ_union", occ_union, METH_VARARGS, "occ_union(occ, a, b) -> the OR of masks a..b-1"},
    {"occ_place", occ_place, METH_VARARGS,
     "occ_place(occ, k, last, index, count, vlimit, avoid, ra, rb, prefer_not, hoist) -> "
     "(first register, unit mask) or None, as rename._place"},
    {NULL, NULL, 0, NULL}};

static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "_native",
                                    "Compiled loops of the post-emit pass (see native.py).", -1,
                                    methods};

PyMODINIT_FUNC PyInit__native(void) {
    PyObject *m = PyModule_Create(&module);
    if (!m) return NULL;
    str_rec = PyUnicode_InternFromString("rec");
    str_lrec = PyUnicode_InternFromString("lrec");
    str_touched = PyUnicode_InternFromString("touched");
    str_gates = PyUnicode_InternFromString("gates");
    str_cid = PyUnicode_InternFromString("cid");
    if (!str_rec || !str_lrec || !str_touched || !str_gates || !str_cid) return NULL;
    PyObject *one = PyLong_FromLong(1), *width = PyLong_FromLong(64 * OCC_W);
    PyObject *top = one && width ? PyNumber_Lshift(one, width) : NULL;
    occ_low_bits = top ? PyNumber_Subtract(top, one) : NULL;
    Py_XDECREF(one);
    Py_XDECREF(width);
    Py_XDECREF(top);
    if (!occ_low_bits) return NULL;
#ifndef NATIVE_SOURCE_SHA
#define NATIVE_SOURCE_SHA "unknown"
#endif
    PyModule_AddStringConstant(m, "SOURCE_SHA", NATIVE_SOURCE_SHA);
    return m;
}
