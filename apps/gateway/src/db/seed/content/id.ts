import type { SiteTexts } from './site-content';
import { paragraphs } from './site-content';

export const ID_SITE_TEXTS: SiteTexts = {
  cms: {
    seo_title: 'Impor dari China untuk bisnis Anda | Harga all-in, dikirim ke seluruh {country}',
    seo_description:
      'Cari produk di 1688 dan Taobao atau tempel link produk, dapatkan satu harga all-in termasuk ongkir, bea masuk, pajak, bea cukai, dan dokumen dalam {quoteWindow} jam, lalu bayar dan lacak pesanan sampai ke alamat Anda di {country}.',
    about_us: paragraphs(
      'Kami membantu pemilik usaha di {country} membeli langsung dari pabrik dan supplier di China.',
      'Cari produk dari 1688 dan Taobao, atau kirimkan link dari 1688, Taobao, atau Alibaba. Tim kami memeriksa supplier, varian, dan jumlahnya, lalu memberikan satu harga all-in: harga barang, biaya layanan kami, ongkos kirim internasional, bea masuk dan pajak impor, kepabeanan, serta dokumen. Tidak ada biaya tambahan setelah Anda membayar.',
      'Keanggotaan gratis. Seiring bertambahnya total pesanan, level Anda naik dari Silver ke Gold dan Diamond, dengan keuntungan seperti gratis ongkir, logo Anda pada produk, dukungan prioritas, dan konsultasi pribadi.',
      'Setiap pelanggan memiliki sales pendamping yang dapat dihubungi lewat telepon dan WhatsApp.',
    ),
    how_to_shop: paragraphs(
      '1. Temukan produk: cari di katalog kami atau tempel link produk dari 1688, Taobao, atau Alibaba.',
      '2. Pilih varian dan jumlahnya. Setiap varian memiliki jumlah minimum dan bisa jadi harus dipesan dalam kelipatan tertentu.',
      '3. Ajukan produk untuk mendapatkan harga all-in. Tim kami menjawab dalam {quoteWindow} jam. Varian tidak dapat diubah setelah harga diajukan.',
      '4. Masukkan varian yang sudah diberi harga ke keranjang, pilih alamat pengiriman, kurir, dan voucher, lalu checkout. Setiap produk harus mencapai minimum pembelian {minimumOrder}.',
      '5. Bayar dalam {paymentWindowHours} jam dengan salah satu metode pembayaran yang tersedia saat checkout. Pesanan yang belum dibayar otomatis dibatalkan saat batas waktunya lewat.',
      '6. Pantau pesanan di halaman Pesanan sampai diterima, periksa barangnya, lalu konfirmasi penerimaan.',
    ),
    terms: paragraphs(
      'Syarat ini berlaku untuk setiap pembelian melalui toko online ini di {country}. Dengan membuat akun atau melakukan pesanan, Anda menyetujuinya.',
      '1. Akun. Berikan data usaha dan kontak yang benar dan jaga kerahasiaan kata sandi Anda. Anda bertanggung jawab atas pesanan yang dibuat dengan akun Anda.',
      '2. Harga. Produk berasal dari supplier independen di China. Harga all-in mencakup harga barang, biaya layanan kami, ongkos kirim internasional, bea masuk dan pajak impor, kepabeanan, serta dokumen, dan berlaku sampai batas waktu pembayaran yang tertera pada pesanan.',
      '3. Pesanan dan pembayaran. Pesanan dikonfirmasi setelah pembayaran diterima. Pesanan yang tidak dibayar dalam {paymentWindowHours} jam sejak dapat dibayar otomatis dibatalkan. Setiap produk harus mencapai minimum pembelian {minimumOrder}.',
      '4. Pengiriman. Waktu pengiriman bergantung pada jenis pengiriman (laut, udara, atau darat) dan proses kepabeanan; waktu yang ditampilkan adalah perkiraan. Alamat di luar jangkauan kurir kami tidak dapat dilayani.',
      '5. Penyesuaian. Jika supplier mengubah harga, stok, atau berat setelah Anda membayar, kami menghubungi Anda sebelum melanjutkan. Anda dapat menerima penyesuaian tersebut atau membatalkan dan menerima pengembalian dana.',
      '6. Keluhan dan pengembalian dana mengikuti Kebijakan Pengembalian Dana kami.',
      '7. Barang terlarang. Kami tidak mengimpor barang palsu atau barang yang dilarang atau dibatasi impornya ke {country}.',
      '8. Tanggung jawab. Tanggung jawab kami atas suatu pesanan terbatas pada jumlah yang dibayarkan untuk pesanan tersebut, kecuali jika hukum menentukan lain.',
      '9. Perubahan. Kami dapat memperbarui syarat ini. Versi yang berlaku saat Anda memesan berlaku untuk pesanan tersebut.',
    ),
    privacy: paragraphs(
      'Kami memproses data pribadi untuk memberikan layanan kami di {country} dan melindunginya sesuai hukum yang berlaku di {country}.',
      'Data yang kami kumpulkan: nama, alamat e-mail, nomor telepon, data usaha, alamat pengiriman, rekening bank untuk pengembalian dana, riwayat pesanan, dan data teknis seperti pengenal perangkat dan browser.',
      'Tujuannya: membuat dan mengamankan akun Anda, memberi harga dan mengirim pesanan, memproses pembayaran dan pengembalian dana, mengirim pesan layanan lewat e-mail, WhatsApp, dan notifikasi, serta meningkatkan layanan kami. Pesan promosi hanya dikirim dengan persetujuan Anda.',
      'Penerima data: supplier, forwarder, agen kepabeanan, kurir, dan penyedia pembayaran, sebatas yang dibutuhkan pesanan Anda, serta instansi berwenang jika diwajibkan hukum. Data kartu ditangani oleh penyedia pembayaran kami dan tidak pernah kami simpan.',
      'Lama penyimpanan: selama akun Anda aktif, dan sesudahnya selama jangka waktu yang diwajibkan hukum untuk catatan pembukuan.',
      'Hak Anda: Anda dapat melihat, memperbaiki, atau menghapus data Anda dan menarik persetujuan kapan saja, melalui profil Anda atau sales pendamping Anda. Menghapus akun mengakhiri akses ke akun tersebut.',
    ),
    refund_policy: paragraphs(
      'Keluhan diterima paling lambat {refundWindow} jam setelah Anda menerima pesanan. Ajukan pengembalian dana dari halaman pesanan dengan foto atau video barang beserta kemasannya.',
      '- Barang kurang, salah kirim, atau rusak dalam pengiriman: kami menelusurinya bersama kurir lalu mengembalikan dana atau mengirim ulang barang yang terdampak.',
      '- Cacat kualitas pada barangnya sendiri menjadi tanggung jawab supplier di China. Kami mengajukan klaim ke supplier atas nama Anda dan meneruskan pengembalian dana atau penggantian yang diberikan supplier.',
      '- Pengajuan lebih dari {refundWindow} jam setelah barang diterima, atau untuk barang yang sudah dipakai atau diubah, tidak dapat diterima.',
      '- Pengembalian dana dibayarkan ke rekening bank yang tersimpan di profil Anda.',
      'Konfirmasi penerimaan menyelesaikan pesanan dan menutup masa keluhan, jadi periksa barang Anda terlebih dahulu.',
    ),
  },
  faq: [
    {
      question: 'Apa saja yang termasuk dalam harga all-in?',
      answer:
        'Harga barang, biaya layanan kami, ongkos kirim internasional, bea masuk dan pajak impor, kepabeanan, serta dokumen. Hanya pengiriman lokal ke alamat Anda yang dipilih dan ditampilkan terpisah saat checkout.',
    },
    {
      question: 'Berapa lama proses perhitungan harga?',
      answer:
        'Tim kami menjawab dalam {quoteWindow} jam. Anda akan diberi tahu saat harga sudah siap, lalu varian yang sudah diberi harga dapat dimasukkan ke keranjang.',
    },
    {
      question: 'Dari marketplace mana saja saya bisa membeli?',
      answer:
        'Anda dapat mencari produk 1688 dan Taobao di katalog kami, serta mengirim link produk dari 1688, Taobao, dan Alibaba.',
    },
    {
      question: 'Apakah ada minimum pembelian?',
      answer:
        'Setiap produk harus mencapai {minimumOrder}, dan setiap varian harus memenuhi jumlah minimum dari suppliernya. Beberapa varian hanya dijual dalam kelipatan tertentu.',
    },
    {
      question: 'Bagaimana dan kapan saya membayar?',
      answer:
        'Pilih salah satu metode pembayaran saat checkout dan bayar dalam {paymentWindowHours} jam. Pesanan yang belum dibayar otomatis dibatalkan saat batas waktunya lewat.',
    },
    {
      question: 'Bagaimana jika barang saya rusak atau cacat?',
      answer:
        'Ajukan keluhan dari halaman pesanan paling lambat {refundWindow} jam setelah barang diterima. Cacat kualitas menjadi tanggung jawab supplier di China: kami mengajukan klaimnya ke supplier untuk Anda.',
    },
    {
      question: 'Apakah keanggotaan gratis?',
      answer:
        'Ya. Semua pelanggan mulai dari Silver. Total pesanan {goldThreshold} membawa Anda ke Gold dan {diamondThreshold} ke Diamond, dengan gratis ongkir, cetak logo, dukungan prioritas, dan lainnya.',
    },
  ],
};
