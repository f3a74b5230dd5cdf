/**
 * The benchmark's C++ file: a 200-line contest solution (a segment tree, a disjoint-set union,
 * Dijkstra, helpers) including bits/stdc++.h, with one line in `main` where the typing happens.
 */
const HEAD = `#include <bits/stdc++.h>
using namespace std;
using ll = long long;
const ll INF = 1e18;

struct SegmentTree {
  int n;
  vector<ll> sum, lazy;
  explicit SegmentTree(int size) : n(size), sum(4 * size), lazy(4 * size) {}
  void push(int node, int left, int right) {
    if (!lazy[node]) return;
    int mid = (left + right) / 2;
    sum[2 * node] += lazy[node] * (mid - left + 1);
    sum[2 * node + 1] += lazy[node] * (right - mid);
    lazy[2 * node] += lazy[node];
    lazy[2 * node + 1] += lazy[node];
    lazy[node] = 0;
  }
  void update(int node, int left, int right, int from, int to, ll value) {
    if (to < left || right < from) return;
    if (from <= left && right <= to) {
      sum[node] += value * (right - left + 1);
      lazy[node] += value;
      return;
    }
    push(node, left, right);
    int mid = (left + right) / 2;
    update(2 * node, left, mid, from, to, value);
    update(2 * node + 1, mid + 1, right, from, to, value);
    sum[node] = sum[2 * node] + sum[2 * node + 1];
  }
  ll query(int node, int left, int right, int from, int to) {
    if (to < left || right < from) return 0;
    if (from <= left && right <= to) return sum[node];
    push(node, left, right);
    int mid = (left + right) / 2;
    return query(2 * node, left, mid, from, to) + query(2 * node + 1, mid + 1, right, from, to);
  }
};

struct DisjointSets {
  vector<int> parent, size;
  explicit DisjointSets(int n) : parent(n), size(n, 1) { iota(parent.begin(), parent.end(), 0); }
  int find(int x) { return parent[x] == x ? x : parent[x] = find(parent[x]); }
  bool unite(int a, int b) {
    a = find(a);
    b = find(b);
    if (a == b) return false;
    if (size[a] < size[b]) swap(a, b);
    parent[b] = a;
    size[a] += size[b];
    return true;
  }
};

vector<ll> dijkstra(const vector<vector<pair<int, ll>>>& graph, int source) {
  vector<ll> dist(graph.size(), INF);
  priority_queue<pair<ll, int>, vector<pair<ll, int>>, greater<>> queue;
  dist[source] = 0;
  queue.push({0, source});
  while (!queue.empty()) {
    auto [d, u] = queue.top();
    queue.pop();
    if (d != dist[u]) continue;
    for (auto [v, w] : graph[u]) {
      if (dist[u] + w < dist[v]) {
        dist[v] = dist[u] + w;
        queue.push({dist[v], v});
      }
    }
  }
  return dist;
}
`;

/** Small helpers, as a template file accumulates them, up to the file's 200 lines. */
const HELPERS = Array.from(
  { length: 26 },
  (_, i) => `ll mix${i}(ll x, ll y) {\n  ll z = x * ${i + 3} + y;\n  return z % ${1000000007 - i};\n}\n`,
).join('');

const MAIN_BEFORE = `int main() {
  ios::sync_with_stdio(false);
  cin.tie(nullptr);
  int n, m;
  cin >> n >> m;
  vector<vector<pair<int, ll>>> graph(n);
  DisjointSets sets(n);
  SegmentTree seg(n);
  vector<ll> a(n);
  for (auto& x : a) cin >> x;
  for (int i = 0; i < m; i++) {
    int u, v;
    ll w;
    cin >> u >> v >> w;
    graph[u].push_back({v, w});
    sets.unite(u, v);
  }
  ll ans = 0;
`;

const MAIN_AFTER = `  auto dist = dijkstra(graph, 0);
  for (int i = 0; i < n; i++) seg.update(1, 0, n - 1, i, i, a[i]);
  cout << ans + seg.query(1, 0, n - 1, 0, n - 1) + (dist[n - 1] == INF ? -1 : dist[n - 1]) << "\\n";
  return 0;
}
`;

const TYPING_LINE = (HEAD + HELPERS + MAIN_BEFORE).split('\n').length - 1;

/** What is typed on the typing line, and where completion is asked (just after it). */
export const TYPING_SPOTS = [
  '  std::vec',
  '  seg.qu',
  '  graph[0].pu',
  '  ans = mix1',
  '  sets.fi',
  '  sort(a.be',
  '  auto it = lower_bou',
  '  ans += accum',
].map((typed) => ({ typed, line: TYPING_LINE, character: typed.length }));

export function contestSolution(typed = ''): string {
  return `${HEAD}${HELPERS}${MAIN_BEFORE}${typed}\n${MAIN_AFTER}`;
}
