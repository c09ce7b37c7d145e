/* fill.h - a header's static template: on the fast path of hot.c, whose
 * calls pass constants that fold it, and on the error path of cold.c,
 * called once from a cold function. Each TU's record advises it. */
static int fill_body(int *v, int n, int mode, int flags)
{
	int s = 0;

	for (int i = 0; i < n; i++) {
		switch (mode) {
		case 0:
			v[i] = i;
			break;
		case 1:
			v[i] = -i * 7;
			break;
		case 2:
			v[i] ^= i * 13;
			break;
		case 3:
			v[i] += s;
			break;
		default:
			v[i] = v[i] / 3;
		}
		if (flags & 1)
			s += v[i];
		else if (flags & 2)
			s ^= v[i];
		else
			s -= v[i] * 5;
		if (flags & 4)
			v[i] = v[i] * 3 + 1;
		if (flags & 8)
			v[i] = v[i] % 97;
		if (flags & 16)
			s = s * 31 + v[i];
		if (flags & 32)
			v[i] = (v[i] << 3) ^ (v[i] >> 5) ^ s;
		if (flags & 64)
			s += v[i] > 0 ? v[i] / 7 : -v[i] % 11;
		if (flags & 128)
			v[i] = v[i] ? s / v[i] : s;
		if (flags & 256)
			s ^= (s << 7) + (v[i] >> 2) + i * 17;
		if (flags & 512)
			v[i] = v[i] * v[i] - s % 1000;
	}
	switch (mode) {
	case 0:
		return s;
	case 1:
		return s * 3 + n;
	case 2:
		return s ^ (n << 4);
	default:
		return s / (n + 1);
	}
}
