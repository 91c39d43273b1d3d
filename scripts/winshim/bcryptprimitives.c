/* A stand-in for Windows' bcryptprimitives.dll, for the Wine check only (scripts/check-wine.sh);
 * it is never shipped. Go programs since Go 1.24 ask Windows for random bytes through this DLL's
 * ProcessPrng, which every Windows from 10 on has but Wine 8 (Debian 12) lacks, so they stop at
 * start-up there. This one answers with RtlGenRandom (advapi32's SystemFunction036), which Wine
 * has. check-wine.sh puts it in the Wine prefix only when Wine has no such DLL of its own. */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length) {
	while (length > 0) {
		ULONG n = length > 0x40000000 ? 0x40000000 : (ULONG)length;
		if (!SystemFunction036(data, n)) return FALSE;
		data += n;
		length -= n;
	}
	return TRUE;
}
