/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import * as zod from 'zod';

/**
 * Usado pela pesquisa de localidade (a interface só pesquisa a partir de 3 caracteres, 400 ms após a última digitação).
 * @summary Pesquisa localidades pelo texto (autocomplete)
 */
export const buscaLocalidadesQueryTextMin = 3;

export const BuscaLocalidadesQueryParams = zod.object({
  text: zod.string().min(buscaLocalidadesQueryTextMin).describe('Texto pesquisado (mínimo 3 caracteres).'),
});

export const buscaLocalidadesResponseFeaturesItemPropertiesConfidenceMin = 0;
export const buscaLocalidadesResponseFeaturesItemPropertiesConfidenceMax = 1;

export const buscaLocalidadesResponseFeaturesItemGeometryCoordinates0ItemMin = -180;
export const buscaLocalidadesResponseFeaturesItemGeometryCoordinates0ItemMax = 180;

export const buscaLocalidadesResponseFeaturesItemGeometryCoordinates1ItemMin = -90;
export const buscaLocalidadesResponseFeaturesItemGeometryCoordinates1ItemMax = 90;

export const BuscaLocalidadesResponse = zod
  .object({
    type: zod.enum(['FeatureCollection']).optional(),
    features: zod.array(
      zod
        .object({
          type: zod.enum(['Feature']),
          properties: zod
            .object({
              id: zod.string().describe('Identificador da localidade na base de geocodificação.'),
              label: zod
                .string()
                .describe('Descrição completa (ex. "Avenida Paulista, São Paulo, SP, Brasil").'),
              name: zod.string().optional().describe('Nome curto da localidade.'),
              layer: zod.string().optional().describe('Camada (address, street, locality, region...).'),
              locality: zod.string().nullish().describe('Cidade.'),
              region: zod.string().nullish().describe('Estado.'),
              region_a: zod.string().nullish().describe('Sigla do estado (UF).'),
              country: zod.string().nullish(),
              country_a: zod.string().nullish().describe('Sigla ISO do país (ex. BRA).'),
              confidence: zod
                .number()
                .min(buscaLocalidadesResponseFeaturesItemPropertiesConfidenceMin)
                .max(buscaLocalidadesResponseFeaturesItemPropertiesConfidenceMax)
                .nullish(),
            })
            .describe(
              'Propriedades de uma localidade encontrada. A pesquisa de localidade mostra `label` e "latitude, longitude" e devolve name, latitude e longitude à tela que a abriu.',
            ),
          geometry: zod
            .object({
              type: zod.enum(['Point']),
              coordinates: zod
                .tuple([
                  zod
                    .number()
                    .min(buscaLocalidadesResponseFeaturesItemGeometryCoordinates0ItemMin)
                    .max(buscaLocalidadesResponseFeaturesItemGeometryCoordinates0ItemMax)
                    .describe('Longitude.'),
                  zod
                    .number()
                    .min(buscaLocalidadesResponseFeaturesItemGeometryCoordinates1ItemMin)
                    .max(buscaLocalidadesResponseFeaturesItemGeometryCoordinates1ItemMax)
                    .describe('Latitude.'),
                ])
                .describe('Ponto na ordem GeoJSON [longitude, latitude] (WGS 84).'),
            })
            .describe('Geometria GeoJSON Point.'),
        })
        .describe('Uma localidade (GeoJSON Feature com geometria Point).'),
    ),
    bbox: zod.array(zod.number()).optional().describe('Caixa envolvente [oeste, sul, leste, norte].'),
  })
  .describe(
    'Localidades que atendem ao texto (GeoJSON FeatureCollection); `features` vazio quando nada atende.',
  );

/**
 * @summary Calcula a rota de veículo de carga entre pontos
 */
export const calculaRotaPathAxesMin = 2;
export const calculaRotaPathAxesMax = 9;

export const CalculaRotaParams = zod.object({
  axes: zod.coerce
    .number()
    .int()
    .min(calculaRotaPathAxesMin)
    .max(calculaRotaPathAxesMax)
    .describe('Número de eixos do veículo de carga (2 a 9).'),
});

export const calculaRotaBodyCoordinatesItem0ItemMin = -180;
export const calculaRotaBodyCoordinatesItem0ItemMax = 180;

export const calculaRotaBodyCoordinatesItem1ItemMin = -90;
export const calculaRotaBodyCoordinatesItem1ItemMax = 90;

export const calculaRotaBodyCoordinatesMin = 2;
export const calculaRotaBodyCoordinatesMax = 50;

export const calculaRotaBodyInstructionsDefault = false;
export const calculaRotaBodyGeometrySimplifyDefault = false;

export const CalculaRotaBody = zod
  .object({
    coordinates: zod
      .array(
        zod
          .tuple([
            zod
              .number()
              .min(calculaRotaBodyCoordinatesItem0ItemMin)
              .max(calculaRotaBodyCoordinatesItem0ItemMax)
              .describe('Longitude.'),
            zod
              .number()
              .min(calculaRotaBodyCoordinatesItem1ItemMin)
              .max(calculaRotaBodyCoordinatesItem1ItemMax)
              .describe('Latitude.'),
          ])
          .describe('Ponto na ordem GeoJSON [longitude, latitude] (WGS 84).'),
      )
      .min(calculaRotaBodyCoordinatesMin)
      .max(calculaRotaBodyCoordinatesMax),
    instructions: zod
      .boolean()
      .default(calculaRotaBodyInstructionsDefault)
      .describe('Inclui as instruções de navegação (segments[].steps).'),
    geometry_simplify: zod
      .boolean()
      .default(calculaRotaBodyGeometrySimplifyDefault)
      .describe('Simplifica a geometria da rota (menos pontos).'),
  })
  .describe('Pontos da rota, na ordem de passagem (origem, paradas, destino).');

export const calculaRotaResponseFeaturesItemGeometryCoordinatesItem0ItemMin = -180;
export const calculaRotaResponseFeaturesItemGeometryCoordinatesItem0ItemMax = 180;

export const calculaRotaResponseFeaturesItemGeometryCoordinatesItem1ItemMin = -90;
export const calculaRotaResponseFeaturesItemGeometryCoordinatesItem1ItemMax = 90;

export const calculaRotaResponseFeaturesItemGeometryCoordinatesMin = 2;

export const calculaRotaResponseFeaturesItemPropertiesSummaryDistanceMin = 0;

export const calculaRotaResponseFeaturesItemPropertiesSummaryDurationMin = 0;

export const calculaRotaResponseFeaturesItemPropertiesSegmentsItemDistanceMin = 0;

export const calculaRotaResponseFeaturesItemPropertiesSegmentsItemDurationMin = 0;

export const calculaRotaResponseFeaturesItemPropertiesSegmentsItemStepsItemDistanceMin = 0;

export const calculaRotaResponseFeaturesItemPropertiesSegmentsItemStepsItemDurationMin = 0;

export const calculaRotaResponseFeaturesItemPropertiesSegmentsItemStepsItemWayPointsItemMin = 0;

export const calculaRotaResponseFeaturesItemPropertiesWayPointsItemMin = 0;

export const CalculaRotaResponse = zod
  .object({
    type: zod.enum(['FeatureCollection']).optional(),
    features: zod
      .array(
        zod
          .object({
            type: zod.enum(['Feature']),
            geometry: zod
              .object({
                type: zod.enum(['LineString']),
                coordinates: zod
                  .array(
                    zod
                      .tuple([
                        zod
                          .number()
                          .min(calculaRotaResponseFeaturesItemGeometryCoordinatesItem0ItemMin)
                          .max(calculaRotaResponseFeaturesItemGeometryCoordinatesItem0ItemMax)
                          .describe('Longitude.'),
                        zod
                          .number()
                          .min(calculaRotaResponseFeaturesItemGeometryCoordinatesItem1ItemMin)
                          .max(calculaRotaResponseFeaturesItemGeometryCoordinatesItem1ItemMax)
                          .describe('Latitude.'),
                      ])
                      .describe('Ponto na ordem GeoJSON [longitude, latitude] (WGS 84).'),
                  )
                  .min(calculaRotaResponseFeaturesItemGeometryCoordinatesMin),
              })
              .describe('Geometria GeoJSON LineString do traçado.'),
            properties: zod.object({
              summary: zod.object({
                distance: zod
                  .number()
                  .min(calculaRotaResponseFeaturesItemPropertiesSummaryDistanceMin)
                  .describe('Distância total em metros.'),
                duration: zod
                  .number()
                  .min(calculaRotaResponseFeaturesItemPropertiesSummaryDurationMin)
                  .describe('Duração total em segundos.'),
              }),
              segments: zod
                .array(
                  zod
                    .object({
                      distance: zod
                        .number()
                        .min(calculaRotaResponseFeaturesItemPropertiesSegmentsItemDistanceMin)
                        .describe('Metros.'),
                      duration: zod
                        .number()
                        .min(calculaRotaResponseFeaturesItemPropertiesSegmentsItemDurationMin)
                        .describe('Segundos.'),
                      steps: zod
                        .array(
                          zod
                            .object({
                              distance: zod
                                .number()
                                .min(
                                  calculaRotaResponseFeaturesItemPropertiesSegmentsItemStepsItemDistanceMin,
                                )
                                .describe('Metros.'),
                              duration: zod
                                .number()
                                .min(
                                  calculaRotaResponseFeaturesItemPropertiesSegmentsItemStepsItemDurationMin,
                                )
                                .describe('Segundos.'),
                              type: zod.int().optional().describe('Código da manobra.'),
                              instruction: zod.string(),
                              name: zod.string().optional().describe('Nome da via.'),
                              way_points: zod
                                .array(
                                  zod
                                    .int()
                                    .min(
                                      calculaRotaResponseFeaturesItemPropertiesSegmentsItemStepsItemWayPointsItemMin,
                                    ),
                                )
                                .optional()
                                .describe('Índices inicial e final do trecho na geometria.'),
                            })
                            .describe('Uma instrução de navegação.'),
                        )
                        .optional()
                        .describe('Presente quando instructions é true.'),
                    })
                    .describe('Trecho entre dois pontos consecutivos da requisição.'),
                )
                .optional(),
              way_points: zod
                .array(zod.int().min(calculaRotaResponseFeaturesItemPropertiesWayPointsItemMin))
                .optional()
                .describe('Índices, na geometria, de cada ponto da requisição.'),
            }),
          })
          .describe('Uma rota (GeoJSON Feature com geometria LineString).'),
      )
      .min(1),
    bbox: zod.array(zod.number()).optional().describe('Caixa envolvente [oeste, sul, leste, norte].'),
  })
  .describe(
    'Rota de veículo de carga (GeoJSON FeatureCollection; uma feature por rota, a primeira é a recomendada).',
  );

/**
 * @summary Ajusta pontos à via trafegável mais próxima
 */
export const ajustaPontosMalhaViariaBodyLocationsItem0ItemMin = -180;
export const ajustaPontosMalhaViariaBodyLocationsItem0ItemMax = 180;

export const ajustaPontosMalhaViariaBodyLocationsItem1ItemMin = -90;
export const ajustaPontosMalhaViariaBodyLocationsItem1ItemMax = 90;

export const ajustaPontosMalhaViariaBodyRadiusDefault = 900;
export const ajustaPontosMalhaViariaBodyRadiusExclusiveMin = 0;

export const AjustaPontosMalhaViariaBody = zod
  .object({
    locations: zod
      .array(
        zod
          .tuple([
            zod
              .number()
              .min(ajustaPontosMalhaViariaBodyLocationsItem0ItemMin)
              .max(ajustaPontosMalhaViariaBodyLocationsItem0ItemMax)
              .describe('Longitude.'),
            zod
              .number()
              .min(ajustaPontosMalhaViariaBodyLocationsItem1ItemMin)
              .max(ajustaPontosMalhaViariaBodyLocationsItem1ItemMax)
              .describe('Latitude.'),
          ])
          .describe('Ponto na ordem GeoJSON [longitude, latitude] (WGS 84).'),
      )
      .min(1),
    radius: zod
      .number()
      .gt(ajustaPontosMalhaViariaBodyRadiusExclusiveMin)
      .default(ajustaPontosMalhaViariaBodyRadiusDefault)
      .describe('Raio de busca em metros (padrão 900).'),
  })
  .describe('Pontos a ajustar à via trafegável mais próxima.');

export const ajustaPontosMalhaViariaResponseLocationsItemOneLocation0ItemMin = -180;
export const ajustaPontosMalhaViariaResponseLocationsItemOneLocation0ItemMax = 180;

export const ajustaPontosMalhaViariaResponseLocationsItemOneLocation1ItemMin = -90;
export const ajustaPontosMalhaViariaResponseLocationsItemOneLocation1ItemMax = 90;

export const ajustaPontosMalhaViariaResponseLocationsItemOneSnappedDistanceMin = 0;

export const AjustaPontosMalhaViariaResponse = zod
  .object({
    locations: zod.array(
      zod.union([
        zod.object({
          location: zod
            .tuple([
              zod
                .number()
                .min(ajustaPontosMalhaViariaResponseLocationsItemOneLocation0ItemMin)
                .max(ajustaPontosMalhaViariaResponseLocationsItemOneLocation0ItemMax)
                .describe('Longitude.'),
              zod
                .number()
                .min(ajustaPontosMalhaViariaResponseLocationsItemOneLocation1ItemMin)
                .max(ajustaPontosMalhaViariaResponseLocationsItemOneLocation1ItemMax)
                .describe('Latitude.'),
            ])
            .describe('Ponto na ordem GeoJSON [longitude, latitude] (WGS 84).'),
          name: zod.string().nullish().describe('Nome da via, quando conhecido.'),
          snapped_distance: zod
            .number()
            .min(ajustaPontosMalhaViariaResponseLocationsItemOneSnappedDistanceMin)
            .describe('Distância em metros entre o ponto enviado e o ajustado.'),
        }),
        zod.null(),
      ]),
    ),
  })
  .describe('Um item por ponto enviado, na mesma ordem; nulo quando nenhuma via está dentro do raio.');
