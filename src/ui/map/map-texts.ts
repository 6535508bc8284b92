/** pt-BR texts of the map dialog, all of our own wording. */
export const mapTexts = {
  viewOnMap: 'Ver no mapa',
  /** Accessible name of an icon button: 'Ver no mapa SÃO PAULO'. */
  viewOnMapOf: (title: string): string => `Ver no mapa ${title}`,
  /** Accessible name of the map area. */
  mapOf: (title: string): string => `Mapa: ${title}`,
  loading: 'Carregando mapa…',
  loadFailed: 'Não foi possível carregar o mapa. As coordenadas continuam abaixo.',
  tilesUnavailable:
    'Mapa de fundo indisponível (sem conexão com o servidor de mapas). As posições continuam marcadas.',
  coordinates: 'Coordenadas',
  close: 'Fechar',
  attribution: '&copy; colaboradores do <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
} as const;
